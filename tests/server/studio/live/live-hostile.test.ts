import { describe, expect, it } from 'vitest'
import { LIVE_PATHS } from '../../../../contract/live.ts'
import { liveAppWithFundedPlayer, liveClient, rouletteTable } from '../../helpers/live-helper.ts'
import { expectReconciled } from '../../helpers/wallet-helper.ts'

/** One bad field, type or size at a time on the live calls: a 4xx in Danish, never money moved. */
describe('live calls under hostile input', () => {
  const { t, id } = liveAppWithFundedPlayer(100_000)

  it('refuses each bad field of a bet and of a decision with a 4xx, and takes no money', async () => {
    const table = rouletteTable()
    const c = await liveClient(t, table.tableId, id())
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: c.headers, payload })
    const good = { roundId: 'r', bets: [{ spot: 'red', amount: table.limits.min }] }
    const bets: [string, object][] = [
      ['no roundId', { bets: good.bets }],
      ['roundId a number', { ...good, roundId: 7 }],
      ['roundId 10 KB', { ...good, roundId: 'x'.repeat(10_240) }],
      ['no bets', { roundId: 'r' }],
      ['bets empty', { ...good, bets: [] }],
      ['bets not an array', { ...good, bets: { spot: 'red', amount: 100 } }],
      ['51 bets', { ...good, bets: Array.from({ length: 51 }, () => good.bets[0]) }],
      ['amount 0', { ...good, bets: [{ spot: 'red', amount: 0 }] }],
      ['amount negative', { ...good, bets: [{ spot: 'red', amount: -100 }] }],
      ['amount a fraction', { ...good, bets: [{ spot: 'red', amount: 100.5 }] }],
      ['amount a string', { ...good, bets: [{ spot: 'red', amount: '100' }] }],
      ['amount 1e30', { ...good, bets: [{ spot: 'red', amount: 1e30 }] }],
      ['spot empty', { ...good, bets: [{ spot: '', amount: 100 }] }],
      ['spot 10 KB', { ...good, bets: [{ spot: 'x'.repeat(10_240), amount: 100 }] }],
      ['a prototype key', JSON.parse('{"__proto__": {"admin": true}, "roundId": "r", "bets": []}')],
    ]
    for (const [what, body] of bets) {
      const res = await send(LIVE_PATHS.bet, { seq: c.nextSeq(), ...body })
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, what).toBeLessThan(500)
      expect(res.json().success, what).toBe(false)
      expect(res.json().errorMessage, what).toBeTruthy()
    }
    const acts: [string, object][] = [
      ['no action', { roundId: 'r' }],
      ['action a number', { roundId: 'r', action: 1 }],
      ['action 10 KB', { roundId: 'r', action: 'x'.repeat(10_240) }],
      ['no roundId', { action: 'hit' }],
    ]
    for (const [what, body] of acts) {
      const res = await send(LIVE_PATHS.act, { seq: c.nextSeq(), ...body })
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, what).toBeLessThan(500)
    }
    // Nothing above took a sequence number: the first well-formed call is number 1.
    const noDecision = await send(LIVE_PATHS.act, { seq: 1, roundId: 'r', action: 'hit' })
    expect(noDecision.statusCode).toBe(400)
    expect(noDecision.json().errorMessage).toBe('Der er ingen beslutning at træffe lige nu.')
    // A replayed sequence number and a missing one are refused too.
    const replay = await t.app.inject({
      method: 'POST',
      url: LIVE_PATHS.bet,
      headers: c.headers,
      payload: { seq: 1, ...good },
    })
    expect(replay.statusCode).toBe(409)
    const noSeq = await t.app.inject({
      method: 'POST',
      url: LIVE_PATHS.bet,
      headers: c.headers,
      payload: good,
    })
    expect(noSeq.statusCode).toBe(400)
    const ops = await t.db.db
      .selectFrom('wallet_ops')
      .select('id')
      .where('kind', '=', 'bet')
      .where('user_id', '=', id())
      .execute()
    expect(ops).toHaveLength(0)
    await expectReconciled(t)
  })
})
