import { afterEach, describe, expect, it } from 'vitest'
import { LIVE_PATHS } from '../../../../contract/live.ts'
import type { TestClock } from '../../../../platform/clock.ts'
import { tablesOf } from '../../../../platform/db/handle.ts'
import { handTotal } from '../../../../studio/engine/table/blackjack/cards.ts'
import { createLiveRepo } from '../../../../studio/server/live/repo.ts'
import type { LiveTableDef } from '../../../../studio/server/live/tables.ts'
import { studioDb } from '../../../../studio/server/repo.ts'
import { TABLE_SAYS } from '../../../player-texts.ts'
import type { Built } from '../../helpers/helper.ts'
import { liveAppPerSuite, liveClient, liveTable, sha256, viewer } from '../../helpers/live-helper.ts'
import { cashOf, expectReconciled, fund, userId, wallet } from '../../helpers/wallet-helper.ts'

/**
 * The decision path of the live tables against the real engines: a blackjack seat hits, stands,
 * doubles or says nothing; a hold'em seat calls, folds or says nothing. Every round's money is checked
 * against the engine's own settlement of the revealed outcome, replayed with the actions the server
 * accepted.
 */

type Player = Awaited<ReturnType<typeof liveClient>>
type View = ReturnType<typeof viewer>

const act = (t: Built, c: Player, roundId: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: LIVE_PATHS.act,
    headers: c.headers,
    payload: { roundId, action, seq: c.nextSeq() },
  })

/** A round open with at least `ms` of betting left by the server's clock (the test clock moves on). */
const openRound = (t: Built, v: View, after: number, ms = 1000) =>
  v.until(
    () => {
      const s = v.states().at(-1)
      return s?.round?.phase === 'open' && s.round.no > after && s.round.closesAt - t.clock.nowMs() >= ms
        ? s.round
        : undefined
    },
    20_000,
    'an open round',
  )

/** Ends the decision window now by the server's clock (the runner reads the same clock). */
const endWindow = (t: Built, def: LiveTableDef) => (t.clock as TestClock).advance((def.decisionMs ?? 0) + 50)

/** The revealed outcome of a settled round, checked against the hash published when betting opened. */
async function provenOutcome(v: View, roundId: string) {
  const opened = await v.roundIn(roundId, 'open')
  const settled = await v.roundIn(roundId, 'settled')
  const proof = settled.round?.proof
  if (!proof) throw new Error('no proof')
  expect(sha256(proof.outcome + proof.salt)).toBe(opened.round?.commitment)
  return JSON.parse(proof.outcome)
}

/** The engine's payout for the revealed outcome, replaying the actions the server accepted. */
function enginePayout(
  def: LiveTableDef,
  outcome: unknown,
  bets: { spot: string; amount: number }[],
  actions: string[],
) {
  const game = def.game
  const d = game?.decisions
  if (!game || !d) throw new Error('no decisions')
  let seat = d.start(outcome, bets)
  for (const a of actions) seat = d.act(seat, a, outcome).seat
  if (d.legal(seat).length > 0) seat = d.timeout(seat, outcome)
  return game.settle(outcome, bets, seat).total
}

async function ledgerOf(t: Built, roundId: string, id: number) {
  const ops = await t.db.db
    .selectFrom('wallet_ops')
    .select(['kind', 'amount', 'meta'])
    .where('ref', '=', roundId)
    .where('user_id', '=', id)
    .execute()
  const sum = (k: string) => ops.filter((o) => o.kind === k).reduce((a, o) => a + Number(o.amount), 0)
  return { ops, bet: sum('bet'), win: sum('win') }
}

/** A refused call: a 4xx with the Danish text, and no money moved. */
async function expectRefused(
  t: Built,
  res: { statusCode: number; json: () => { success: boolean; errorMessage: string } },
  id: number,
  before: number,
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toMatchObject({ success: false, errorMessage: message })
  expect(await cashOf(t, id)).toBe(before)
}

/**
 * The decision window ends: a decision now is refused, and again once the round is settled, neither
 * moving money. Answers the revealed outcome.
 */
async function lateDecisionRefused(
  t: Built,
  v: View,
  c: Player,
  def: LiveTableDef,
  roundId: string,
  id: number,
  decision: string,
) {
  endWindow(t, def)
  // After the window by the server's clock, even before the runner has moved on: refused. (The
  // settlement may pay meanwhile, so the money is checked by the exact balance after and once settled.)
  const late = await act(t, c, roundId, decision)
  expect(late.statusCode).toBe(409)
  expect(late.json()).toMatchObject({ success: false, errorMessage: TABLE_SAYS.noDecision })
  const outcome = await provenOutcome(v, roundId)
  await v.until(() => v.seats().find((s) => s.roundId === roundId && s.state === 'settled'))
  const settledCash = await cashOf(t, id)
  const later = await act(t, c, roundId, decision)
  await expectRefused(t, later, id, settledCash, 409, TABLE_SAYS.noDecision)
  return outcome
}

/** The settled seat: the ledger booked `staked` and `payout` to this table, and the seat shows both. */
async function expectSettledSeat(
  t: Built,
  v: View,
  def: LiveTableDef,
  roundId: string,
  id: number,
  staked: number,
  payout: number,
) {
  const l = await ledgerOf(t, roundId, id)
  expect(l.bet).toBe(staked)
  expect(l.win).toBe(payout)
  for (const o of l.ops) expect((o.meta as { gameId: string }).gameId).toBe(def.tableId)
  const seat = await v.until(() => v.seats().find((s) => s.roundId === roundId && s.state === 'settled'))
  expect(seat).toMatchObject({ stake: staked, payout })
}

/** The refused second player's round: their balance, the ledger and their own history agree. */
async function expectRefusedPlayerRound(
  t: Built,
  pc: Player,
  roundId: string,
  poor: number,
  before: number,
  stake: number,
  payout: number,
) {
  expect(await cashOf(t, poor)).toBe(before - stake + payout)
  const pl = await ledgerOf(t, roundId, poor)
  expect(pl.bet).toBe(stake)
  expect(pl.win).toBe(payout)
  const [r] = (await pc.recall()).json().data.rounds.filter((x: { roundId: string }) => x.roundId === roundId)
  expect(r).toMatchObject({ stake, payout, state: 'settled' })
}

/** No second player in this round. */
const NO_POOR_SEAT = { pc: null, pBets: [] as { spot: string; amount: number }[], pBefore: 0 }

describe('live decisions: double, call, fold and the timeout answers move exactly the engine’s money', () => {
  let id: number
  let poor: number
  const { t, base } = liveAppPerSuite({}, async (b) => {
    id = await userId(b, 'nolimit1')
    await fund(b, id, 5_000_000)
    poor = await userId(b, 'mindep01')
  })
  afterEach(async () => {
    await expectReconciled(t)
  })

  /** A stake that leaves less than itself on the account, so a double or a call of it is refused. */
  async function poorStake(def: LiveTableDef, units: number) {
    const have = await cashOf(t, poor)
    // The stake s must fit the limits and leave less than units × s: s > have / (1 + units).
    const s = Math.max(def.limits.min, 2 * Math.ceil((have + 1) / (2 * (1 + units))) + 2)
    if (have < s) await fund(t, poor, s - have)
    return Math.max(s, 2 * Math.ceil((await cashOf(t, poor)) / (2 * (1 + units))) + 2)
  }

  /**
   * The second player of a round whose refusal is checked, ready before the round: their stake on
   * `spot` leaves too little for a decision costing `units` more stakes.
   */
  async function poorSeat(def: LiveTableDef, spot: string, units: number) {
    const pc: Player | null = await liveClient(t, def.tableId, poor)
    const pBets = [{ spot, amount: await poorStake(def, units) }]
    return { pc, pBets, pBefore: await cashOf(t, poor) }
  }

  /** A decision the server accepts: it joins `accepted`, the actions the engine's settlement replays. */
  async function accept(c: Player, roundId: string, action: string, accepted: string[]) {
    const r = await act(t, c, roundId, action)
    expect(r.statusCode, r.body).toBe(200)
    accepted.push(action)
    return r
  }

  /** The next open round after round number `after`, with `bets` placed in it; and the cash before them. */
  async function betInNextRound(v: View, c: Player, after: number, bets: { spot: string; amount: number }[]) {
    const round = await openRound(t, v, after)
    const before = await cashOf(t, id)
    const res = await c.bet(round.id, bets)
    expect(res.statusCode, res.body).toBe(200)
    return { round, before }
  }

  it('blackjack: hit then stand, double, and silence (stands) each pay what the engine settles; late, illegal and unpaid doubles are refused', async () => {
    const def = liveTable('blackjack')
    const c = await liveClient(t, def.tableId, id)
    const v = viewer(base(), def.tableId, c.session.eventsKey)
    const stake = def.limits.min * 2
    const plans: ('hit' | 'double' | 'none')[] = ['hit', 'double', 'none']
    let after = 0
    let poorChecked = false
    while (plans.length > 0 || !poorChecked) {
      // With a hit and in the silent round a second player sits in: their double is refused (they
      // staked more than half their money), and while they have not chosen, the step stays open.
      const { pc, pBets, pBefore } =
        plans[0] !== 'double' || plans.length === 0 ? await poorSeat(def, 'main', 1) : NO_POOR_SEAT
      const bets = [{ spot: 'main', amount: stake }]
      const { round, before } = await betInNextRound(v, c, after, bets)
      after = round.no
      if (pc) {
        const pr = await pc.bet(round.id, pBets)
        expect(pr.statusCode, pr.body).toBe(200)
      }
      const deciding = await v.roundIn(round.id, 'deciding')
      const shared = deciding.round?.reveal as { cards: number[]; dealer: number[] | null }
      // A natural or a peeked dealer blackjack leaves nothing to decide: the round still settles exactly.
      const decides = shared.dealer === null && handTotal(shared.cards).total !== 21
      const accepted: string[] = []
      let extra = 0
      if (decides && pc) {
        const pb = await cashOf(t, poor)
        const r = await act(t, pc, round.id, 'double')
        await expectRefused(t, r, poor, pb, 402, TABLE_SAYS.insufficientFunds)
        poorChecked = true
      }
      const plan = decides ? plans.shift() : undefined
      if (plan === 'hit') {
        const r = await accept(c, round.id, 'hit', accepted)
        expect(r.json().data.balance).toBe(before - stake)
        // The card comes when the step closes for every seat: the answer shows the two first cards only.
        const seat = r.json().data.seat
        expect(seat.actions).toEqual([])
        expect(seat.view.hands.map((h: { cards: number[] }) => h.cards.length)).toEqual([2])
        // Chosen in this step: no second decision before the card; one not allowed at all is refused too.
        const again = await act(t, c, round.id, 'double')
        await expectRefused(t, again, id, before - stake, 409, TABLE_SAYS.waitForCard)
        const junk = await act(t, c, round.id, 'surrender')
        await expectRefused(t, junk, id, before - stake, 400, TABLE_SAYS.wrongCall)
        // The other seat stands: every seat has chosen, the step closes and the card is shown.
        if (pc) expect((await act(t, pc, round.id, 'stand')).statusCode).toBe(200)
        const shown = await v.until(() =>
          v.seats().find((s) => {
            const hands = (s.view as { hands: { cards: number[] }[] } | null)?.hands
            return s.roundId === round.id && hands?.[0]?.cards.length === 3
          }),
        )
        // Three cards: a double is no longer allowed, and it takes no money.
        if (shown.actions.includes('stand')) {
          const illegal = await act(t, c, round.id, 'double')
          await expectRefused(t, illegal, id, before - stake, 400, TABLE_SAYS.wrongCall)
          const s = await accept(c, round.id, 'stand', accepted)
          expect(s.json().data.seat.actions).toEqual([])
        }
      } else if (plan === 'double') {
        const r = await accept(c, round.id, 'double', accepted)
        extra = stake
        expect(r.json().data.balance).toBe(before - 2 * stake)
        expect(r.json().data.seat.stake).toBe(2 * stake)
      }
      const outcome = await lateDecisionRefused(t, v, c, def, round.id, id, 'stand')
      const payout = enginePayout(def, outcome, bets, accepted)
      expect(await cashOf(t, id)).toBe(before - stake - extra + payout)
      await expectSettledSeat(t, v, def, round.id, id, stake + extra, payout)
      if (pc) {
        // The refused double was not applied: the hand stood on its two cards (by choice or at the timeout).
        const pPay = enginePayout(def, outcome, pBets, [])
        await expectRefusedPlayerRound(t, pc, round.id, poor, pBefore, pBets[0]?.amount ?? 0, pPay)
      }
    }
    await v.close()
  }, 120_000)

  it("hold'em: a call pays the engine's showdown, a fold and silence lose the ante; a late, illegal or unpaid call is refused", async () => {
    const def = liveTable('holdem')
    const c = await liveClient(t, def.tableId, id)
    const v = viewer(base(), def.tableId, c.session.eventsKey)
    const ante = def.limits.min * 2
    let after = 0
    for (const plan of ['call', 'fold', 'none'] as const) {
      // A second player, made ready before the round so both bets land well inside its window, whose
      // call is refused: still undecided, they keep the decision step open for the checks below.
      const { pc, pBets, pBefore } = await poorSeat(def, 'ante', 2)
      const bets = [{ spot: 'ante', amount: ante }]
      const { round, before } = await betInNextRound(v, c, after, bets)
      after = round.no
      // An action before the cards are out is refused (the close waits for the round's lock, not for this).
      if (round.closesAt - t.clock.nowMs() > 150) {
        const early = await act(t, c, round.id, 'call')
        await expectRefused(t, early, id, before - ante, 409, TABLE_SAYS.noDecision)
      }
      if (pc) {
        const pr = await pc.bet(round.id, pBets)
        expect(pr.statusCode, pr.body).toBe(200)
      }
      await v.roundIn(round.id, 'deciding')
      const accepted: string[] = []
      let extra = 0
      const wrong = await act(t, c, round.id, 'hit')
      await expectRefused(t, wrong, id, before - ante, 400, TABLE_SAYS.wrongCall)
      if (plan === 'call') {
        const r = await accept(c, round.id, 'call', accepted)
        extra = 2 * ante
        expect(r.json().data.balance).toBe(before - 3 * ante)
        // A second decision is refused and takes nothing.
        const again = await act(t, c, round.id, 'call')
        await expectRefused(t, again, id, before - 3 * ante, 400, TABLE_SAYS.wrongCall)
      } else if (plan === 'fold') {
        const r = await accept(c, round.id, 'fold', accepted)
        expect(r.json().data.balance).toBe(before - ante)
        const again = await act(t, c, round.id, 'call')
        await expectRefused(t, again, id, before - ante, 400, TABLE_SAYS.wrongCall)
      }
      if (pc) {
        const pb = await cashOf(t, poor)
        const r = await act(t, pc, round.id, 'call')
        await expectRefused(t, r, poor, pb, 402, TABLE_SAYS.insufficientFunds)
      }
      const outcome = await lateDecisionRefused(t, v, c, def, round.id, id, 'call')
      const payout = enginePayout(def, outcome, bets, accepted)
      if (plan !== 'call') expect(payout).toBe(0)
      expect(await cashOf(t, id)).toBe(before - ante - extra + payout)
      await expectSettledSeat(t, v, def, round.id, id, ante + extra, payout)
      if (pc) {
        // The refused call was not applied: the seat folded at the timeout and lost only its ante.
        await expectRefusedPlayerRound(t, pc, round.id, poor, pBefore, pBets[0]?.amount ?? 0, 0)
      }
    }
    await v.close()
  }, 120_000)

  it('a double whose debit came back only after the settlement took it is rolled back and not applied', async () => {
    const def = liveTable('blackjack')
    const repo = createLiveRepo(studioDb(tablesOf(t.db)))
    const c = await liveClient(t, def.tableId, id)
    const v = viewer(base(), def.tableId, c.session.eventsKey)
    const stake = def.limits.min * 2
    const bets = [{ spot: 'main', amount: stake }]
    let after = 0
    for (;;) {
      const round = await openRound(t, v, after)
      after = round.no
      const before = await cashOf(t, id)
      expect((await c.bet(round.id, bets)).statusCode).toBe(200)
      const deciding = await v.roundIn(round.id, 'deciding')
      const shared = deciding.round?.reveal as { cards: number[]; dealer: number[] | null }
      if (shared.dealer !== null || handTotal(shared.cards).total === 21) {
        endWindow(t, def)
        await v.roundIn(round.id, 'settled')
        continue
      }
      // The double's reservation as a process leaves it when it dies while the wallet books the debit.
      const tx = `live:${round.id}:${id}:x0`
      await repo.withSeat(round.id, id, (trx) =>
        repo.setSeat(trx, round.id, id, {
          extras: [{ tx, amount: stake, state: 'pending', action: 'double', step: 0 }],
        }),
      )
      const debit = await wallet(t, 'bet', {
        userId: id,
        roundId: round.id,
        transactionId: tx,
        gameId: def.tableId,
        amount: stake,
      })
      expect(debit.statusCode, debit.body).toBe(200)
      // While a further stake is on its way, no other decision is taken.
      const held = await act(t, c, round.id, 'stand')
      await expectRefused(t, held, id, before - 2 * stake, 409, TABLE_SAYS.roundOpen)
      endWindow(t, def)
      const outcome = await provenOutcome(v, round.id)
      // The debit is returned, and the hand stood on its two cards: paid as not doubled.
      const payout = enginePayout(def, outcome, bets, [])
      expect(await cashOf(t, id)).toBe(before - stake + payout)
      const seat = await v.until(() => v.seats().find((s) => s.roundId === round.id && s.state === 'settled'))
      expect(seat).toMatchObject({ stake, payout })
      const extras = (await repo.seat(round.id, id))?.extras as { state: string }[]
      expect(extras.map((x) => x.state)).toEqual(['refused'])
      break
    }
    await v.close()
  }, 120_000)
})
