import type { Db } from '../db/index.ts'
import { HttpError } from '../http/errors.ts'
import type { Admit } from './admission.ts'
import { deleteUserSessions, findSession, findUserById } from './repo.ts'
import type { SessionInfo } from './sessions.ts'
import { T } from './texts.ts'

/** Who is asking: a live session (its id hash is checked to still exist), or a player id alone. */
export type MoneySubject = Pick<SessionInfo, 'userId' | 'idHash'> | number
/** A condition another module sets on money (the limits: one must be chosen first); a message refuses. */
export type MoneyPrerequisite = (userId: number) => Promise<string | null>

/**
 * The one gate in front of every money call (deposit, withdrawal, voucher, money launch, wallet bet):
 * the session still exists, admission holds (status open or temp, no self-exclusion, not in ROFUS, not
 * closed, verification deadline not passed) and the request comes from Denmark. A refusal there ends
 * every session of the player, so the screen learns at its next call too. A prerequisite refusal (no
 * deposit limit chosen yet) keeps the session: the player is asked to choose one.
 */
export function createMoneyGate(
  db: Db,
  admit: Admit,
  fromDenmark: (ip: string) => boolean | Promise<boolean>,
) {
  const prerequisites: MoneyPrerequisite[] = []

  async function refuse(userId: number, status: number, message: string): Promise<never> {
    await deleteUserSessions(db, userId)
    throw new HttpError(status, message, { code: 'PLAYER_BLOCKED' })
  }

  /**
   * Resolves when the player may move money now; ip is the player's address (null when unknown). A
   * withdrawal skips the prerequisites: a player without a limit may still take their money out.
   */
  async function assertMoneyAllowed(
    who: MoneySubject,
    ip: string | null,
    use: 'stake' | 'withdraw' = 'stake',
  ): Promise<void> {
    const userId = typeof who === 'number' ? who : who.userId
    if (typeof who !== 'number') {
      const s = await findSession(db, who.idHash)
      if (!s || s.user_id !== userId) throw new HttpError(401, T.sessionExpired, { code: 'SESSION_ENDED' })
    }
    const user = await findUserById(db, userId)
    if (!user) throw new HttpError(401, T.loginFirst)
    try {
      await admit(user)
    } catch (err) {
      if (err instanceof HttpError) await refuse(userId, err.statusCode, err.message)
      throw err
    }
    if (ip !== null && !(await fromDenmark(ip))) await refuse(userId, 403, T.outsideDenmark)
    if (use === 'withdraw') return
    for (const check of prerequisites) {
      const message = await check(userId)
      if (message) throw new HttpError(403, message, { code: 'LIMIT_REQUIRED' })
    }
  }

  return {
    assertMoneyAllowed,
    /** Adds a condition on money; the money module registers the deposit-limit one. */
    require(check: MoneyPrerequisite) {
      prerequisites.push(check)
    },
  }
}
export type MoneyGate = ReturnType<typeof createMoneyGate>
