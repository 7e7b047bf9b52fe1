import { expect } from 'vitest'
import { ladderOf } from '../../../studio/server/games.ts'
import { advance, userRow } from './accounts-helper.ts'
import type { Built } from './helper.ts'
import { client, gameOf } from './studio-helper.ts'
import { until } from './until.ts'
import { fund, player } from './wallet-helper.ts'

/** A studio round as stored (the columns the closing tests read). */
export type RoundRow = { id: string; state: string; win: number; stake: number; awaiting_player: boolean }

export const roundRow = async (t: Built, roundId: string) =>
  (await t.db.db
    .selectFrom('studio_rounds' as never)
    .selectAll()
    .where('id' as never, '=', roundId as never)
    .executeTakeFirstOrThrow()) as unknown as RoundRow

/**
 * Deals money hands of a table game (blackjack, red-dog) until one waits for the player's decision
 * (a natural or a pair settles at once): answers its round id, the hand as stored.
 */
export async function openHand(t: Built, kind: 'blackjack' | 'red-dog', userId: number) {
  const g = gameOf(kind)
  // A stake of the game's own ladder, about 40 kr.
  const stake = ladderOf(g).find((s) => s >= 4_000) ?? g.minStake
  const game = await client(t, g.gameId, userId)
  for (let i = 0; i < 30; i++) {
    const res = await game.post('round/deal', { stake })
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json().data.round as { roundId: string; state: string }
    if (r.state !== 'settled') {
      const row = await roundRow(t, r.roundId)
      expect(row).toMatchObject({ state: 'drawn', awaiting_player: true })
      return row
    }
  }
  throw new Error(`no open ${kind} hand in 30 deals`)
}

/** The sum of the player's wallet operations of one kind (bet, win, rollback, withdraw), øre. */
export async function opsSum(t: Built, userId: number, kind: string, ref?: string) {
  let q = t.db.db
    .selectFrom('wallet_ops')
    .select('amount')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
  if (ref !== undefined) q = q.where('ref', '=', ref)
  return (await q.execute()).reduce((s, o) => s + Number(o.amount), 0)
}

/** The player's cash and bonus accounts, øre. */
export async function accountsOf(t: Built, userId: number) {
  const rows = await t.db.db
    .selectFrom('wallet_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .execute()
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance)])) as Record<string, number>
}

/**
 * What the bank was sent to the NemKonto of `cpr`, øre: the payout job runs, the bank's settle window
 * (PAYOUT_SETTLE_SEC, 60 s in the tests) passes, and it runs again.
 */
export async function paidToNemKonto(t: Built, cpr: string) {
  await t.app.money.payout.runPayouts()
  advance(t, 61_000)
  await t.app.money.payout.runPayouts()
  const rows = await t.db.db
    .selectFrom('nemkonto_payouts')
    .select('amount_ore')
    .where('cpr', '=', cpr)
    .execute()
  return rows.map((p) => Number(p.amount_ore))
}

/** What fundedNolimit puts on the account, øre. */
const FUNDED = 50_000

/**
 * The sandbox player 'nolimit1' logged in with a daily deposit limit set (money play needs one) and
 * 500 kr. of cash: the player the closing tests open a hand for.
 */
async function fundedNolimit(t: Built) {
  const a = await player(t, 'nolimit1', 'Nolimit12')
  const limits = { dailyAmount: 5000, dailyAmountLimit: 1, weeklyAmount: 0, weeklyAmountLimit: 0 }
  await a.b.post('/rest/punter/setDepositLimits', { ...limits, monthlyAmount: 0, monthlyAmountLimit: 0 })
  await fund(t, a.id, FUNDED)
  return a
}

/** fundedNolimit with a hand of `kind` waiting for the player's decision: where every closing test starts. */
export async function nolimitWithOpenHand(t: Built, kind: 'blackjack' | 'red-dog') {
  const a = await fundedNolimit(t)
  return { a, hand: await openHand(t, kind, a.id) }
}

/** The hand is settled and its win, as stored, was paid through the wallet: answers the settled row. */
export async function expectSettledAndPaid(t: Built, userId: number, roundId: string) {
  const done = await roundRow(t, roundId)
  expect(done.state).toBe('settled')
  expect(await opsSum(t, userId, 'win', roundId)).toBe(done.win)
  return done
}

/** Waits (real time) for a sweep or a job to settle the hand, then expectSettledAndPaid. */
export async function settledAndPaidWithin(ms: number, t: Built, userId: number, roundId: string) {
  await until(
    `round ${roundId} settled`,
    async () => ((await roundRow(t, roundId)).state === 'settled' ? true : undefined),
    ms,
  )
  return expectSettledAndPaid(t, userId, roundId)
}

/** What fundedNolimit's player holds after their play: the cash given, less every stake, plus every win. */
export const heldAfterPlay = async (t: Built, userId: number) =>
  FUNDED - (await opsSum(t, userId, 'bet')) + (await opsSum(t, userId, 'win'))

/**
 * The account is closed and empty, and everything its player held once the hand's outcome was paid is
 * withdrawn and sent to their NemKonto, once.
 */
export async function expectClosedAndPaidOut(t: Built, userId: number, cpr: string) {
  expect((await userRow(t, ['id', userId])).status).toBe('closed')
  expect(await accountsOf(t, userId)).toEqual({ cash: 0, bonus: 0 })
  const held = await heldAfterPlay(t, userId)
  expect(await opsSum(t, userId, 'withdraw')).toBe(held)
  expect(await paidToNemKonto(t, cpr)).toEqual([held])
}
