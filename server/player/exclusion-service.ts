import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { Rofus } from '../rofus/service.ts'
import type { Closing, ForGoodHook } from './closing.ts'
import { activeExclusion, insertExclusion, lockUser } from './exclusion-repo.ts'
import { deleteUserSessions, findUserById, updateUser } from './repo.ts'
import type { SessionInfo } from './sessions.ts'
import { T } from './texts.ts'

const DAY_MS = 86_400_000
/** SPEC.md section 9: 24 hours, 7 days, 30 days (one month); the codes of excludeUser. */
export const EXCLUSION_PERIOD_DAYS = { ex_24h: 1, ex_1m: 30 } as const

export type ExclusionChoice = { kind: 'temporary'; days: number } | { kind: 'permanent' }
/** What other modules do when a player excludes themselves for good (money: pay out, forfeit bonus). */
export type PermanentHook = ForGoodHook

/**
 * Self-exclusion (SPEC.md sections 4, 7, 8): a pause of 1, 7 or 30 days, or for good. The choice is
 * recorded under the player's row lock (two at once cannot both succeed), every session of the player
 * ends, and ROFUS is told. Every open game round of the player is then settled (closing.ts); a
 * permanent exclusion closes the account, and the money side then pays the cash, the rounds' outcomes
 * included, to NemKonto and forfeits the bonus (its hook).
 */
export function createExclusion(db: Db, clock: Clock, rofus: Rofus, closing: Closing) {
  async function active(userId: number) {
    const row = await activeExclusion(db, userId, clock.now())
    return row ? { until: row.until } : null
  }

  return {
    active,
    /** getUserStatus: the status, and the end of an active exclusion (own or ROFUS) in `tm`. */
    async status(s: SessionInfo) {
      const u = await findUserById(db, s.userId)
      if (!u) throw new HttpError(401, T.loginFirst)
      const own = await active(u.id)
      const register = await rofus.check(u.cpr)
      const ends = [own?.until, register.excluded ? register.until : undefined]
      const forGood = ends.some((e) => e === null)
      const latest = ends
        .filter((e): e is Date => e instanceof Date)
        .sort((a, b) => b.getTime() - a.getTime())[0]
      return {
        status: u.status,
        tm: forGood || !latest ? null : latest.toISOString(),
        excluded: forGood || latest !== undefined,
        verifyDeadline: u.verify_deadline?.toISOString() ?? null,
      }
    },
    onPermanent(hook: PermanentHook) {
      closing.onClosedForGood(hook)
    },
    async exclude(userId: number, choice: ExclusionChoice): Promise<{ message: string }> {
      const now = clock.now()
      const until = choice.kind === 'temporary' ? new Date(now.getTime() + choice.days * DAY_MS) : null
      const who = await findUserById(db, userId)
      if (!who) throw new HttpError(401, T.loginFirst)
      // The register is an outside party: asked before the transaction, never while a lock is held.
      if ((await rofus.check(who.cpr)).excluded) throw new HttpError(409, T.alreadyExcluded)
      const cpr = await db.transaction().execute(async (trx) => {
        const u = await lockUser(trx, userId)
        if (!u) throw new HttpError(401, T.loginFirst)
        if (await activeExclusion(trx, userId, now)) throw new HttpError(409, T.alreadyExcluded)
        await insertExclusion(trx, { user_id: userId, kind: choice.kind, until, created_at: now })
        if (choice.kind === 'permanent') await updateUser(trx, userId, { status: 'closed' })
        return u.cpr
      })
      await deleteUserSessions(db, userId)
      // ROFUS is an outside party: told once the choice is committed (a production adapter calls out).
      await rofus.register(cpr, choice.kind, until)
      if (choice.kind === 'permanent') await closing.closeForGood(userId)
      else await closing.settle(userId)
      return { message: T.excludedOk }
    },
  }
}
