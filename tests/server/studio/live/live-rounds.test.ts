import { describe, expect, it } from 'vitest'
import { LIVE_PATHS } from '../../../../contract/live.ts'
import {
  liveAppWithFundedPlayer,
  liveClient,
  rouletteReturn,
  rouletteTable,
  sha256,
  viewer,
} from '../../helpers/live-helper.ts'
import { cashOf } from '../../helpers/wallet-helper.ts'

describe('live rounds: a shared cycle paying through the wallet, committed outcomes, recall', () => {
  const { t, id, base } = liveAppWithFundedPlayer(1_000_000)

  it('two viewers see the same rounds; bets are debited and paid exactly; every proof matches its commitment', async () => {
    const table = rouletteTable()
    const c = await liveClient(t, table.tableId, id())
    expect(c.session.game.live).toMatchObject({ kind: 'roulette', tableId: table.tableId })
    const me = viewer(base(), table.tableId, c.session.eventsKey)
    const other = viewer(base(), table.tableId)
    const unit = table.limits.min
    const played: { roundId: string; bets: { spot: string; amount: number }[]; before: number }[] = []
    let after = 0
    for (let k = 0; k < 3; k++) {
      const open = await me.openRound(700, after)
      const round = open.round as NonNullable<typeof open.round>
      after = round.no
      const bets = [
        { spot: 'red', amount: unit * 2 },
        { spot: `straight:${k * 7}`, amount: unit },
        { spot: 'dozen:2', amount: unit },
      ]
      const before = await cashOf(t, id())
      const res = await c.bet(round.id, bets)
      expect(res.statusCode, res.body).toBe(200)
      const stake = bets.reduce((a, b) => a + b.amount, 0)
      expect(res.json().data.balance).toBe(before - stake)
      expect(res.json().data.accepted).toEqual(bets)
      played.push({ roundId: round.id, bets, before })
      const settled = await me.roundIn(round.id, 'settled')
      const pocket = (settled.round?.reveal as { pocket: number } | undefined)?.pocket ?? -1
      const payout = bets.reduce((a, b) => a + rouletteReturn(b.spot, b.amount, pocket), 0)
      expect(await cashOf(t, id())).toBe(before - stake + payout)
      const seat = await me.until(() =>
        me.seats().find((s) => s.roundId === round.id && s.state === 'settled'),
      )
      expect(seat).toMatchObject({ stake, payout })
    }
    // Both viewers saw the same rounds with the same commitments, and each proof opens its commitment.
    const byId = (v: typeof me) => {
      const m = new Map<string, { commitment: string; no: number }>()
      for (const s of v.states())
        if (s.round) m.set(s.round.id, { commitment: s.round.commitment, no: s.round.no })
      return m
    }
    const mine = byId(me)
    const theirs = byId(other)
    for (const p of played) expect(theirs.get(p.roundId)).toEqual(mine.get(p.roundId))
    const committedAtOpen = new Map<string, string>()
    for (const s of me.states())
      if (s.round?.phase === 'open') {
        expect(s.round.proof).toBeNull()
        expect(s.round.reveal).toBeNull()
        committedAtOpen.set(s.round.id, s.round.commitment)
      }
    let proofs = 0
    for (const s of [...me.states(), ...other.states()])
      if (s.round?.proof) {
        const c0 = committedAtOpen.get(s.round.id)
        if (c0 === undefined) continue
        expect(sha256(s.round.proof.outcome + s.round.proof.salt)).toBe(c0)
        expect(JSON.parse(s.round.proof.outcome).pocket).toBe((s.round.reveal as { pocket: number }).pocket)
        proofs++
      }
    expect(proofs).toBeGreaterThanOrEqual(3)
    // The recall lists each round with the player's bets; the session answer too.
    const recall = (await c.recall()).json().data.rounds as {
      roundId: string
      bets: unknown
      commitment: string
      proof: { outcome: string; salt: string }
    }[]
    for (const p of played) {
      const r = recall.find((x) => x.roundId === p.roundId)
      expect(r?.bets).toEqual(p.bets)
      expect(sha256((r?.proof.outcome ?? '') + r?.proof.salt)).toBe(r?.commitment)
    }
    const again = (await c.get('session')).json().data
    expect(again.recall.map((r: { roundId: string }) => r.roundId)).toEqual(
      expect.arrayContaining(played.map((p) => p.roundId)),
    )
    // The casino's ledger has the stake and the payout of each round under the round id and the table.
    for (const p of played) {
      const ops = await t.db.db
        .selectFrom('wallet_ops')
        .select(['kind', 'amount', 'meta'])
        .where('ref', '=', p.roundId)
        .where('user_id', '=', id())
        .execute()
      expect(ops.filter((o) => o.kind === 'bet').reduce((a, o) => a + Number(o.amount), 0)).toBe(
        p.bets.reduce((a, b) => a + b.amount, 0),
      )
      for (const o of ops) expect((o.meta as { gameId: string }).gameId).toBe(table.tableId)
    }
    expect(LIVE_PATHS.recall).toBe('/studio/live/api/recall')
    await me.close()
    await other.close()
  })

  it('a bet from a fun or foreign session, an unknown spot or a round of another table is refused', async () => {
    const table = rouletteTable()
    const c = await liveClient(t, table.tableId, id())
    const v = viewer(base(), table.tableId)
    const open = await v.openRound(300)
    const roundId = open.round?.id as string
    const bad = await c.bet(roundId, [{ spot: 'straight:37', amount: table.limits.min }])
    expect(bad.statusCode).toBe(400)
    const under = await c.bet(roundId, [{ spot: 'red', amount: 1 }])
    expect(under.statusCode).toBe(400)
    const unknownRound = await c.bet('nope', [{ spot: 'red', amount: 100 }])
    expect(unknownRound.statusCode).toBe(404)
    const noCookie = await t.app.inject({
      method: 'POST',
      url: LIVE_PATHS.bet,
      payload: { roundId, seq: 1, bets: [{ spot: 'red', amount: 100 }] },
    })
    expect(noCookie.statusCode).toBe(401)
    await v.close()
  })
})
