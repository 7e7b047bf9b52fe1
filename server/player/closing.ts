import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import type { RofusRegister } from '../rofus/port.ts'
import { activeExclusion } from './exclusion-repo.ts'
import { deleteUserSessions, findUserById, updateUser } from './repo.ts'

/** Settles a player's open game rounds at a provider (games/provider-port.ts settleOpenRoundsOf). */
export type SettleHook = (userId: number) => Promise<unknown>
/** What other modules do when an account closes for good (money: forfeit the bonus, pay the cash out). */
export type ForGoodHook = (userId: number) => Promise<unknown>
/** Pays out cash that reached a closed-for-good account after its payout (a round settled later). */
export type LeftoverHook = (userId: number, key: string) => Promise<unknown>

/**
 * A player's money closing (issue 31, item 3): a self-exclusion, a registration in ROFUS or an
 * account closed. Every open game round of the player is settled first (the hand completed by the
 * rules' default action or the stake returned, at the provider), then, for an account closed for good,
 * the payout is computed, so it includes every round's outcome. A provider that cannot be reached does
 * not stop the closing: the failure is reported and the start-up sweep (`sweep`) settles the round
 * later and pays out what it brings.
 */
export function createClosing(db: Db, clock: Clock, rofus: RofusRegister) {
  const settlers: SettleHook[] = []
  const forGoodHooks: ForGoodHook[] = []
  const leftoverHooks: LeftoverHook[] = []
  let report: (err: unknown, userId: number) => void = () => {}
  // A sweep's payout key names this start: a later start pays what a later settlement brought.
  const start = randomUUID()

  async function settle(userId: number): Promise<boolean> {
    let all = true
    for (const s of settlers) {
      try {
        await s(userId)
      } catch (err) {
        all = false
        report(err, userId)
      }
    }
    return all
  }

  async function closeForGood(userId: number): Promise<void> {
    await settle(userId)
    for (const hook of forGoodHooks) await hook(userId)
  }

  /** Whether the player may not play now (excluded, in ROFUS, closed) and whether that is for good. */
  async function closedNow(userId: number): Promise<{ closed: boolean; forGood: boolean }> {
    const u = await findUserById(db, userId)
    if (!u) return { closed: false, forGood: false }
    const own = await activeExclusion(db, userId, clock.now())
    const register = await rofus.check(u.cpr)
    const permanent = own?.until === null || (register.excluded && register.until === null)
    const closed = own !== undefined || register.excluded || u.status === 'closed' || u.status === 'excluded'
    return { closed, forGood: permanent && u.status === 'closed' }
  }

  return {
    onSettle(hook: SettleHook) {
      settlers.push(hook)
    },
    onClosedForGood(hook: ForGoodHook) {
      forGoodHooks.push(hook)
    },
    onLeftover(hook: LeftoverHook) {
      leftoverHooks.push(hook)
    },
    /** Where a provider's failure to settle is told (the app's log). */
    onError(fn: (err: unknown, userId: number) => void) {
      report = fn
    },
    /** Settles the player's open rounds (a temporary exclusion, a closing): false when a provider failed. */
    settle,
    /** The account closed for good (permanent exclusion, permanent ROFUS): rounds first, then the payout. */
    closeForGood,
    /**
     * A CPR number registered in ROFUS (the sandbox register tells the casino at once; a real
     * register's registration is found by the start-up sweep). Every account of that person has its
     * open rounds settled, and a permanent registration closes the account and pays its money out,
     * as a permanent self-exclusion does.
     */
    async rofusRegistered(cpr: string, kind: 'temporary' | 'permanent'): Promise<void> {
      const users = await db.selectFrom('users').select(['id', 'status']).where('cpr', '=', cpr).execute()
      for (const u of users) {
        // A temporary registration keeps the session (its status call says until when; no money
        // call passes the gate); a permanent one closes the account and ends every session.
        if (kind === 'permanent' && u.status !== 'closed') {
          await updateUser(db, u.id, { status: 'closed' })
          await deleteUserSessions(db, u.id)
          await closeForGood(u.id)
        } else await settle(u.id)
      }
    },
    /**
     * The start-up sweep: of the players holding an open round at the provider, each whose account
     * is excluded, in ROFUS or closed has the rounds settled, and a closed-for-good account is paid
     * what they brought. Answers the players it settled.
     */
    async sweep(playersWithOpenRounds: () => Promise<number[]>): Promise<number[]> {
      const done: number[] = []
      for (const userId of await playersWithOpenRounds()) {
        const { closed, forGood } = await closedNow(userId)
        if (!closed) continue
        if (!(await settle(userId))) continue
        if (forGood)
          for (const hook of leftoverHooks) await hook(userId, `withdraw:${userId}:closed:${start}`)
        done.push(userId)
      }
      return done
    },
  }
}
export type Closing = ReturnType<typeof createClosing>

/**
 * Runs the closing's start-up sweep once the app is ready, without holding up start-up (the studio
 * is reached through the app); it is awaited on close, and a failure is logged.
 */
export function startUpSweep(app: FastifyInstance, closing: Closing, list: () => Promise<number[]>) {
  let sweep: Promise<unknown> = Promise.resolve()
  let stopping = false
  app.addHook('onReady', async () => {
    setImmediate(() => {
      if (stopping) return
      sweep = closing
        .sweep(list)
        .catch((err: unknown) => app.log.error({ err }, 'closing: the start-up sweep failed'))
    })
  })
  app.addHook('onClose', async () => {
    stopping = true
    await sweep
  })
}
