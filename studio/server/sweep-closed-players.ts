import { z } from 'zod'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import type { typed } from '../../platform/http/zod.ts'
import type { LiveRepo } from './live/repo.ts'
import type { StudioDb } from './repo.ts'

/**
 * The start-up sweep of closed accounts (issue 31), the studio's half: which players hold an open
 * money round (a hand staked or drawn, a live seat not yet paid or returned). The casino, which alone
 * knows who is excluded, registered in ROFUS or closed, asks this list when it starts and has the
 * rounds of each closed player among them settled (settle-player.ts), so a crash between an
 * exclusion and its settlement, or an exclusion while the studio was down, strands no stake.
 */
const OPEN_PLAYERS_PATH = '/api/open-players'
const OpenPlayersAnswer = z.object({ userIds: z.array(z.number().int()) })

async function playersWithOpenRounds(db: StudioDb, live: LiveRepo): Promise<number[]> {
  const rounds = await db
    .selectFrom('studio_rounds')
    .select('user_id')
    .distinct()
    .where('mode', '=', 'money')
    .where('state', 'in', ['staked', 'drawn'])
    .where('user_id', 'is not', null)
    .execute()
  const ids = new Set<number>()
  for (const r of rounds) if (r.user_id !== null) ids.add(r.user_id)
  for (const s of await live.holdingSeats(null)) ids.add(s.user_id)
  return [...ids].sort((a, b) => a - b)
}

/** The signed route (inside the studio's signed plugin): the casino's sweep reads it at start. */
export function openPlayersRoute(r: ReturnType<typeof typed>, db: StudioDb, live: () => LiveRepo) {
  r.get(OPEN_PLAYERS_PATH, { schema: { response: okResponse(OpenPlayersAnswer) } }, async () =>
    ok({ userIds: await playersWithOpenRounds(db, live()) }),
  )
}
