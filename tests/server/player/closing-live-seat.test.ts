import { describe, expect, it } from 'vitest'
import { tablesOf } from '../../../platform/db/handle.ts'
import { handTotal } from '../../../studio/engine/table/blackjack/cards.ts'
import type { LiveTableDef } from '../../../studio/server/live/tables.ts'
import { studioDb } from '../../../studio/server/repo.ts'
import { accountsOf, opsSum } from '../helpers/closing-helper.ts'
import { liveAppPerSuite, liveClient, liveTable, sha256, viewer } from '../helpers/live-helper.ts'
import { expectReconciled, fund, player } from '../helpers/wallet-helper.ts'

/** What the engine pays a seat that stood on its first two cards (the default), from the revealed outcome. */
function standPayout(def: LiveTableDef, outcome: unknown, bets: { spot: string; amount: number }[]) {
  const game = def.game
  const d = game?.decisions
  if (!game || !d) throw new Error('no decisions')
  const seat = d.timeout(d.start(outcome, bets), outcome)
  return game.settle(outcome, bets, seat).total
}

/**
 * Issue 31, item 3, at a live table: a shared-hand blackjack seat waiting for its decision when the
 * player excludes themselves for good is completed by the default (stand) and paid before the payout,
 * which includes it; the round then finishes for the table without paying the seat again.
 */
describe('a permanent exclusion completes the live blackjack seat awaiting a decision', () => {
  // Betting long enough to exclude while it is open on a busy machine.
  const { t, base } = liveAppPerSuite({ LIVE_BETTING_MS: '6000' }, undefined, 120_000)

  it('the seat stands, is paid once, and the payout is the cash after its outcome', async () => {
    const def = liveTable('blackjack')
    const a = await player(t, 'nolimit1', 'Nolimit12')
    await fund(t, a.id, 1_000_000)
    const c = await liveClient(t, def.tableId, a.id)
    const v = viewer(base(), def.tableId, c.session.eventsKey)
    const bets = [{ spot: 'main', amount: def.limits.min * 2 }]
    let after = 0
    let roundId: string | null = null
    // Rounds until the seat has a decision to make (no natural, no dealer blackjack peeked).
    for (let i = 0; i < 12 && roundId === null; i++) {
      const open = await v.openRound(600, after)
      const round = open.round
      if (!round) throw new Error('no round')
      after = round.no
      const res = await c.bet(round.id, bets)
      expect(res.statusCode, res.body).toBe(200)
      const deciding = await v.until(
        () =>
          v
            .states()
            .find(
              (s) => s.round?.id === round.id && (s.round.phase === 'deciding' || s.round.phase === 'result'),
            ),
        20_000,
        'deciding',
      )
      const shared = deciding.round?.reveal as { cards: number[]; dealer: number[] | null } | null
      if (
        deciding.round?.phase === 'deciding' &&
        shared &&
        shared.dealer === null &&
        handTotal(shared.cards).total !== 21
      )
        roundId = round.id
      else await v.roundIn(round.id, 'settled')
    }
    if (roundId === null) throw new Error('no seat with a decision in 12 rounds')
    const id = roundId

    const res = await a.b.post('/rest/punter/excludeUserPermanently', { confirmPermanent: true })
    expect(res.status, JSON.stringify(res.body)).toBe(200)

    // Settled and paid before the payout: the payout is everything the player held after it.
    const seat = await studioDb(tablesOf(t.db))
      .selectFrom('studio_live_seats')
      .selectAll()
      .where('round_id', '=', id)
      .where('user_id', '=', a.id)
      .executeTakeFirstOrThrow()
    expect(seat.state).toBe('settled')
    const staked = await opsSum(t, a.id, 'bet')
    const won = await opsSum(t, a.id, 'win')
    expect(await opsSum(t, a.id, 'win', id)).toBe(seat.payout ?? 0)
    expect(await opsSum(t, a.id, 'withdraw')).toBe(1_000_000 - staked + won)

    // The table finishes the round; the seat's payout is the engine's for a stand, paid once.
    const opened = await v.roundIn(id, 'open')
    const settled = await v.roundIn(id, 'settled')
    const proof = settled.round?.proof
    if (!proof) throw new Error('no proof')
    expect(sha256(proof.outcome + proof.salt)).toBe(opened.round?.commitment)
    expect(seat.payout ?? 0).toBe(standPayout(def, JSON.parse(proof.outcome), bets))
    const wins = await t.db.db
      .selectFrom('wallet_ops')
      .select('amount')
      .where('ref', '=', id)
      .where('kind', '=', 'win')
      .execute()
    expect(wins.length).toBe((seat.payout ?? 0) > 0 ? 1 : 0)
    expect(await accountsOf(t, a.id)).toEqual({ cash: 0, bonus: 0 })
    await v.close()
    await expectReconciled(t)
  }, 120_000)

  it('while betting is open the seat leaves the round: its stake is returned before the payout, and nothing is paid later', async () => {
    const def = liveTable('blackjack')
    const a = await player(t, 'mindep01', 'Mindep12')
    await fund(t, a.id, 100_000)
    const held = (await accountsOf(t, a.id)).cash ?? 0
    const c = await liveClient(t, def.tableId, a.id)
    const v = viewer(base(), def.tableId, c.session.eventsKey)
    const open = await v.openRound(3_000)
    const round = open.round
    if (!round) throw new Error('no round')
    const bets = [{ spot: 'main', amount: def.limits.min * 2 }]
    const bet = await c.bet(round.id, bets)
    expect(bet.statusCode, bet.body).toBe(200)

    const res = await a.b.post('/rest/punter/excludeUserPermanently', { confirmPermanent: true })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const seat = await studioDb(tablesOf(t.db))
      .selectFrom('studio_live_seats')
      .selectAll()
      .where('round_id', '=', round.id)
      .where('user_id', '=', a.id)
      .executeTakeFirstOrThrow()
    expect(seat.state).toBe('voided')
    expect(await opsSum(t, a.id, 'bet', round.id)).toBe(bets[0]?.amount)
    expect(await opsSum(t, a.id, 'rollback', round.id)).toBe(bets[0]?.amount)
    expect(await opsSum(t, a.id, 'withdraw')).toBe(held)

    // The round plays on for the table; the voided seat is not paid.
    await v.roundIn(round.id, 'settled')
    expect(await opsSum(t, a.id, 'win', round.id)).toBe(0)
    expect(await accountsOf(t, a.id)).toEqual({ cash: 0, bonus: 0 })
    await v.close()
    await expectReconciled(t)
  }, 120_000)
})
