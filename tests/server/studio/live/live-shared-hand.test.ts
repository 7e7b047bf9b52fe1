import { describe, expect, it } from 'vitest'
import { LIVE_PATHS, type LiveRound, type LiveSeat } from '../../../../contract/live.ts'
import type { TestClock } from '../../../../platform/clock.ts'
import { handTotal } from '../../../../studio/engine/table/blackjack/cards.ts'
import { liveAppPerSuite, liveClient, liveTable, sha256, viewer } from '../../helpers/live-helper.ts'
import { expectReconciled, fund, userId } from '../../helpers/wallet-helper.ts'

/**
 * Issue 31.4: at a shared-hand blackjack table every seat draws from one card sequence, so a seat that
 * saw its next card could tell another seat that seat's next card. Two players sit at one table, each
 * with their own stream; every event and every answer either of them gets is read. While one seat has
 * not yet chosen, nothing either player is sent shows a card past those every seat has decided about;
 * when the step closes for both, both see the card their hit brought, and it is the same card.
 */

type Player = Awaited<ReturnType<typeof liveClient>>
type View = { hands: { cards: number[] }[]; pending: string | null }

/** Every card a seat's view shows (its hands together). */
const shown = (seat: LiveSeat | undefined): number[] =>
  ((seat?.view as View | null)?.hands ?? []).flatMap((h) => h.cards)

describe('live shared-hand blackjack: no seat learns a card before the decision step closes for all', () => {
  let a: number
  let b: number
  // Betting long enough for both bets on a busy machine; the test then moves the clock to the close.
  const { t, base } = liveAppPerSuite(
    { LIVE_BETTING_MS: '8000' },
    async (built) => {
      a = await userId(built, 'nolimit1')
      b = await userId(built, 'mindep01')
      await fund(built, a, 1_000_000)
      await fund(built, b, 1_000_000)
    },
    180_000,
  )

  it('two seats hit in one step: neither is shown the card until both have chosen, then both get the same card', async () => {
    const def = liveTable('blackjack')
    const clock = t.clock as TestClock
    const pa = await liveClient(t, def.tableId, a)
    const pb = await liveClient(t, def.tableId, b)
    const va = viewer(base(), def.tableId, pa.session.eventsKey)
    const vb = viewer(base(), def.tableId, pb.session.eventsKey)
    const answers: { who: 'a' | 'b'; seat: LiveSeat }[] = []
    const act = async (p: Player, who: 'a' | 'b', roundId: string, action: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: LIVE_PATHS.act,
        headers: p.headers,
        payload: { roundId, action, seq: p.nextSeq() },
      })
      expect(r.statusCode, r.body).toBe(200)
      const seat = r.json().data.seat as LiveSeat
      answers.push({ who, seat })
      return seat
    }
    /** Everything both players have been sent about the round so far: their seats, and the table's state. */
    const everything = (roundId: string) => ({
      seats: [
        ...va.seats().filter((s) => s.roundId === roundId),
        ...vb.seats().filter((s) => s.roundId === roundId),
        ...answers.filter((x) => x.seat.roundId === roundId).map((x) => x.seat),
      ],
      rounds: [...va.states(), ...vb.states()]
        .map((s) => s.round)
        .filter((r): r is LiveRound => r?.id === roundId),
    })
    /** Nothing sent shows more than `n` cards on a seat, and the table's state no card past the first two. */
    const expectAtMost = (roundId: string, n: number) => {
      const all = everything(roundId)
      expect(all.seats.length).toBeGreaterThan(0)
      for (const s of all.seats) expect(shown(s).length, JSON.stringify(s.view)).toBeLessThanOrEqual(n)
      for (const r of all.rounds) {
        expect(r.proof).toBeNull()
        if (r.phase === 'deciding') expect((r.reveal as { cards: number[] }).cards).toHaveLength(2)
      }
    }
    /** The seat event that shows `n` cards. */
    const seatWith = (v: typeof va, roundId: string, n: number) =>
      v.until(
        () => v.seats().find((s) => s.roundId === roundId && shown(s).length === n),
        15_000,
        `${n} cards`,
      )

    let after = 0
    let checkedSteps = 0
    for (let tries = 0; tries < 12 && checkedSteps < 2; tries++) {
      const open = await va.openRound(5000, after)
      const round = open.round as LiveRound
      after = round.no
      const bet = [{ spot: 'main', amount: def.limits.min }]
      expect((await pa.bet(round.id, bet)).statusCode).toBe(200)
      expect((await pb.bet(round.id, bet)).statusCode).toBe(200)
      clock.advance(Math.max(0, round.closesAt - clock.nowMs()) + 100)
      const deciding = await va.roundIn(round.id, 'deciding')
      const shared = deciding.round?.reveal as { cards: number[]; dealer: number[] | null }
      if (shared.dealer !== null || handTotal(shared.cards).total === 21) {
        // Nothing to decide at this table this round (a natural or a peeked dealer blackjack).
        clock.advance((def.decisionMs ?? 0) + 100)
        await va.roundIn(round.id, 'settled')
        continue
      }

      // Step 1: A hits. A's answer and everything both are sent show the two first cards only.
      const a1 = await act(pa, 'a', round.id, 'hit')
      expect(shown(a1)).toEqual(shared.cards)
      expect(a1.actions).toEqual([])
      expect((a1.view as View).pending).toBe('hit')
      // The runner ticks every 40 ms: several ticks pass while B has not chosen, and the step stays open.
      await new Promise((r) => setTimeout(r, 600))
      expectAtMost(round.id, 2)
      // B chooses too: the step closes for both, and both are shown the card their hit brought.
      // (B's own answer may already show it: the step can close between B's choice and the answer.)
      await act(pb, 'b', round.id, 'hit')
      const [sa, sb] = await Promise.all([seatWith(va, round.id, 3), seatWith(vb, round.id, 3)])
      const c1 = shown(sa)[2]
      expect(shown(sb)[2]).toBe(c1)
      checkedSteps = Math.max(checkedSteps, 1)

      // Step 2, when both still play: A hits again, B thinks; A is not shown its fourth card until B stands.
      const both = sa.actions.includes('hit') && sb.actions.includes('hit')
      if (both) {
        const a2 = await act(pa, 'a', round.id, 'hit')
        expect(shown(a2)).toHaveLength(3)
        await new Promise((r) => setTimeout(r, 600))
        expectAtMost(round.id, 3)
        await act(pb, 'b', round.id, 'stand')
        await seatWith(va, round.id, 4)
        checkedSteps = 2
      }

      // The window ends; the proof shows the cards were the shoe's next ones, as committed at the open.
      clock.advance((def.decisionMs ?? 0) + 100)
      const settled = await va.roundIn(round.id, 'settled')
      const proof = settled.round?.proof
      if (!proof) throw new Error('no proof')
      expect(sha256(proof.outcome + proof.salt)).toBe(round.commitment)
      const shoe = (JSON.parse(proof.outcome) as { shoe: number[] }).shoe
      expect(c1).toBe(shoe[2])
      const finalA = await va.until(() =>
        va.seats().find((s) => s.roundId === round.id && s.state === 'settled'),
      )
      expect(shown(finalA)).toEqual(shoe.slice(0, both ? 4 : 3))
      await vb.until(() => vb.seats().find((s) => s.roundId === round.id && s.state === 'settled'))
    }
    expect(checkedSteps).toBeGreaterThanOrEqual(1)
    await va.close()
    await vb.close()
    await expectReconciled(t)
  }, 180_000)
})
