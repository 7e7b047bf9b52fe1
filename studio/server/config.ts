import type { LiveTiming } from './live/runner.ts'
import type { StreamCaps } from './live/stream-limits.ts'

/**
 * What the studio reads of its host's configuration. The casino's parsed environment has this shape
 * (server/config.ts) and the one file that mounts the studio (server/app.ts) hands it over; a studio
 * deployed as a service of its own would parse the same fields from its own environment.
 */
export type StudioConfig = {
  /** Where the built game client lives (its page is served from `<distDir>/studio/`). */
  distDir: string
  /** PostgreSQL's address when the live tables relay their rounds through LISTEN/NOTIFY. */
  databaseUrl?: string | undefined
  /** The HMAC secrets of the seamless wallet API, by provider name; the studio signs with its own. */
  money: { walletProviders: Readonly<Record<string, string>> }
  live: LiveTiming & { streams: StreamCaps }
}
