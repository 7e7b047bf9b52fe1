import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { Admit } from './admission.ts'
import { deleteUserSessions, type GateCondition, readGate, type UserRow } from './repo.ts'
import { gameSessionId, type SessionInfo } from './sessions.ts'
import { T } from './texts.ts'

/** Who is asking: a live session (its id hash is checked to still exist), or a player id alone. */
export type MoneySubject = Pick<SessionInfo, 'userId' | 'idHash'> | number
/**
 * A condition another module sets on money (the limits: one must be chosen first): an SQL condition
 * on the player that the gate reads in its one statement, and the message that refuses when it fails.
 */
export type MoneyPrerequisite = { holds: (userId: number) => GateCondition; message: string }

/** Everything the gate decides on, read in one statement (see `read`). */
export type GateRead = {
  user: UserRow
  /** The player's active self-exclusion (until null: for good), or undefined. */
  exclusion: { until: Date | null } | undefined
  /** The asked session id hash belongs to this player (false when none was asked). */
  sessionFound: boolean
  /** The asked game session id belongs to a session of this player that is not idle (false when none). */
  gameSessionLive: boolean
  /** The message of the first prerequisite that does not hold, or null. */
  unmet: string | null
  /** The caller's `retry` condition held (the call repeats one already done). */
  retry: boolean
}

/**
 * The one gate in front of every money call (deposit, withdrawal, voucher, money launch, wallet bet):
 * the session still exists, admission holds (status open or temp, no self-exclusion, not in ROFUS, not
 * closed, verification deadline not passed) and the request comes from Denmark. A refusal there ends
 * every session of the player, so the screen learns at its next call too. A prerequisite refusal (no
 * deposit limit chosen yet) keeps the session: the player is asked to choose one.
 *
 * Everything the database knows for it is read in ONE statement at every call (ARCHITECTURE.md,
 * Security posture): the user row, the self-exclusion, the session, the prerequisites and the
 * caller's retry test. Nothing of it is remembered between calls, so an exclusion written by another
 * process is seen by the next call here.
 */
export function createMoneyGate(
  db: Db,
  clock: Clock,
  admit: Admit,
  fromDenmark: (ip: string) => boolean | Promise<boolean>,
  sessionIdleMs: number,
) {
  const prerequisites: MoneyPrerequisite[] = []

  async function refuse(userId: number, status: number, message: string): Promise<never> {
    await deleteUserSessions(db, userId)
    throw new HttpError(status, message, { code: 'PLAYER_BLOCKED' })
  }

  /**
   * Reads what the gate decides on in one statement; undefined for an unknown player. `idHash` asks
   * for a casino session by its hash, `gameSession` for a live one by its game session id, `retry`
   * is the caller's own condition (a wallet bet: its transaction is already booked).
   */
  async function read(
    userId: number,
    ask: { idHash?: string; gameSession?: string | undefined; retry?: GateCondition } = {},
  ): Promise<GateRead | undefined> {
    const now = clock.now()
    const row = await readGate(db, userId, {
      now,
      idHash: ask.idHash ?? null,
      liveSince: ask.gameSession === undefined ? null : new Date(now.getTime() - sessionIdleMs),
      retry: ask.retry ?? null,
      prerequisites: prerequisites.map((p) => p.holds(userId)),
    })
    if (!row) return undefined
    const unmet = prerequisites.find((_, i) => !row.holds[i])
    return {
      user: row.user,
      exclusion: row.exclusion,
      sessionFound: row.sessionFound,
      gameSessionLive: row.liveSessions.some((h) => gameSessionId(h) === ask.gameSession),
      unmet: unmet?.message ?? null,
      retry: row.retry,
    }
  }

  /** Decides on a read: admission (a refusal ends the player's sessions), Denmark, the prerequisites. */
  async function decide(read: GateRead, ip: string | null, use: 'stake' | 'withdraw' = 'stake') {
    const userId = read.user.id
    try {
      await admit.decide(read.user, read.exclusion)
    } catch (err) {
      if (err instanceof HttpError) await refuse(userId, err.statusCode, err.message)
      throw err
    }
    if (ip !== null && !(await fromDenmark(ip))) await refuse(userId, 403, T.outsideDenmark)
    if (use === 'withdraw') return
    if (read.unmet) throw new HttpError(403, read.unmet, { code: 'LIMIT_REQUIRED' })
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
    const r = await read(userId, typeof who === 'number' ? {} : { idHash: who.idHash })
    if (typeof who !== 'number' && !r?.sessionFound)
      throw new HttpError(401, T.sessionExpired, { code: 'SESSION_ENDED' })
    if (!r) throw new HttpError(401, T.loginFirst)
    await decide(r, ip, use)
  }

  return {
    assertMoneyAllowed,
    read,
    decide,
    /** Adds a condition on money; the money module registers the deposit-limit one. */
    require(check: MoneyPrerequisite) {
      prerequisites.push(check)
    },
  }
}
export type MoneyGate = ReturnType<typeof createMoneyGate>
