import { z } from 'zod'
import { okEnvelope } from './envelope.ts'
import { Platform } from './games.ts'

/** The game launch of the Games API (SPEC.md section 7: games/launch/{brand}, getSes.php). */

/** fun and money are the studio's; netentlive is the live tables' mode (SPEC.md section 7). */
const LaunchMode = z.enum(['fun', 'money', 'netentlive'])

export const LaunchParams = z.object({ brand: z.string().min(1).max(40) })

/**
 * A launch request. `lobby` is where the game's back-to-lobby sends the player: a path on this
 * site only, so a launch link cannot send a player elsewhere.
 */
export const LaunchBody = z.object({
  game_id: z.string().min(1).max(100),
  mode: LaunchMode,
  platform: Platform,
  server_mode: z.string().max(40).optional(),
  srv: z.string().max(64).optional(),
  lobby: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'en sti på denne side')
    .optional(),
  session_id: z.string().max(100).optional(),
})
export type LaunchBody = z.infer<typeof LaunchBody>

export const LaunchData = z.object({
  /** The game client with a one-time launch token. */
  url: z.string(),
})
export type LaunchData = z.infer<typeof LaunchData>
/** The launch answer carries `meta.endgame` beside `data` (SPEC.md section 7). */
export const LaunchResponse = okEnvelope(LaunchData).extend({
  meta: z.object({ endgame: z.string() }),
})
export type LaunchResponse = z.infer<typeof LaunchResponse>

export const SessionData = z.object({ sessId: z.string() })
export type SessionData = z.infer<typeof SessionData>
