import { describe, expect, it } from 'vitest'
import { studioGames } from '../../../studio/server/games.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { client, gameOf, launch, launchBody, openGame } from '../helpers/studio-helper.ts'
import { cashOf, userId, wallet } from '../helpers/wallet-helper.ts'

describe('the studio as a provider: launch, sessions and rounds', () => {
  const { t, id } = appWithFundedPlayer(1_000_000)

  it('a launch token opens one session, once; a forged or unsigned launch is refused', async () => {
    const slot = gameOf('slot')
    const c = await client(t, slot.gameId, null, 'fun')
    const again = await t.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      payload: { token: c.token },
    })
    expect(again.statusCode).toBe(403)
    const forged = await t.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      payload: { token: 'x'.repeat(43) },
    })
    expect(forged.statusCode).toBe(403)
    expect((await launch(t, launchBody(slot.gameId, id()), 'wrong-secret-wrong-secret')).statusCode).toBe(401)
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/studio/api/round/spin',
      payload: { seq: 1, stake: 100 },
    })
    expect(noCookie.statusCode).toBe(401)
  })

  it('a fun round draws from the demo balance and shows in the recall', async () => {
    const { c, stake } = await openGame(t, 'slot', null, 'fun')
    const before = c.session.balance.balance as number
    const res = (await c.post('round/spin', { stake })).json()
    expect(res.success).toBe(true)
    const r = res.data.round
    expect(r).toMatchObject({ state: 'settled', stake, balanceBefore: before })
    expect(r.balanceAfter).toBe(before - stake + r.win)
    expect(res.data.balance.balance).toBe(r.balanceAfter)
    expect((await c.get('recall')).json().data.rounds[0].roundId).toBe(r.roundId)
  })

  it('a money spin debits the stake and credits the win through the wallet, ledger reconciled', async () => {
    const { c, stake } = await openGame(t, 'slot', id())
    for (let i = 0; i < 5; i++) {
      const before = await cashOf(t, id())
      const res = (await c.post('round/spin', { stake })).json()
      expect(res.success, JSON.stringify(res)).toBe(true)
      const r = res.data.round
      expect(r).toMatchObject({ state: 'settled', balanceBefore: before })
      expect(await cashOf(t, id())).toBe(before - stake + r.win)
      expect(r.balanceAfter).toBe(before - stake + r.win)
    }
  })

  it('replayed, out-of-order and forged round calls are refused and change nothing', async () => {
    const { c, stake } = await openGame(t, 'slot', id())
    expect((await c.post('round/spin', { stake }, 1)).statusCode).toBe(200)
    const before = await cashOf(t, id())
    const replay = await c.post('round/spin', { stake }, 1)
    expect(replay.statusCode).toBe(409)
    expect(replay.json().data.code).toBe('SEQUENCE')
    expect((await c.post('round/spin', { stake }, 5)).statusCode).toBe(409)
    const forged = await t.app.inject({
      method: 'POST',
      url: '/studio/api/round/spin',
      headers: { ...c.headers, 'x-studio-session': 'forged-value' },
      payload: { seq: 2, stake },
    })
    expect(forged.statusCode).toBe(401)
    expect(await cashOf(t, id())).toBe(before)
    expect((await c.post('round/spin', { stake }, 2)).statusCode).toBe(200)
  })

  it('a call refused after it took its sequence number says which, so the next call is in step', async () => {
    const { c, stake } = await openGame(t, 'blackjack', id())
    // A hand that waits for the player (a natural blackjack is over at once: deal again).
    let n = 0
    for (let tries = 0; tries < 20; tries++) {
      const deal = (await c.post('round/deal', { stake }, ++n)).json()
      expect(deal, JSON.stringify(deal)).toMatchObject({ success: true, data: { seq: n } })
      if (deal.data.round.state === 'drawn') break
    }
    // A second deal while the hand is open: refused after it took its number, and says so.
    const open = await c.post('round/deal', { stake }, ++n)
    expect(open.statusCode).toBe(409)
    expect(open.json()).toMatchObject({ success: false, data: { code: 'ROUND_OPEN', seq: n } })
    expect((await c.post('round/stand', {}, ++n)).json()).toMatchObject({ success: true, data: { seq: n } })
    // Refused before it took one (a stake off the ladder, a field of the wrong type): none told,
    // and the same number is the next one.
    for (const bad of [{ stake: stake + 1 }, { stake: 'ti kroner' }]) {
      const refused = await c.post('round/deal', bad, n + 1)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().data?.seq).toBeUndefined()
    }
    const last = (await c.post('round/deal', { stake }, ++n)).json()
    expect(last).toMatchObject({ success: true, data: { seq: n } })
    if (last.data.round.state === 'drawn') await c.post('round/stand', {}, ++n)
  })

  it('blackjack for money: the hole card stays on the server; a double is its own wallet bet', async () => {
    const { c, stake } = await openGame(t, 'blackjack', id())
    for (let tries = 0; tries < 30; tries++) {
      const before = await cashOf(t, id())
      const deal = (await c.post('round/deal', { stake })).json()
      expect(deal.success, JSON.stringify(deal)).toBe(true)
      const view = deal.data.round.outcome
      if (view.phase === 'over') continue
      expect(view.dealer).toHaveLength(1)
      expect(await cashOf(t, id())).toBe(before - stake)
      if (!view.actions.includes('double')) {
        const stood = (await c.post('round/stand')).json().data.round
        expect(stood.state).toBe('settled')
        continue
      }
      const doubled = (await c.post('round/double')).json()
      const r = doubled.data.round
      expect(r).toMatchObject({ state: 'settled', stake: 2 * stake })
      expect(r.outcome.dealer.length).toBeGreaterThanOrEqual(2)
      expect(await cashOf(t, id())).toBe(before - 2 * stake + r.win)
      return
    }
    expect.fail('no hand to double in 30 deals')
  })

  it('100 parallel money spins for one player never overdraw and reconcile', async () => {
    const poor = await userId(t, 'demo1234')
    // One open round per player and game, so parallel spins of one player are spins in 100 games.
    const list = [...studioGames().values()]
      .filter((g) => g.kind === 'slot' && g.platform === 'all')
      .slice(0, 100)
    const clients = await Promise.all(list.map((g) => client(t, g.gameId, poor)))
    const start = await cashOf(t, poor)
    // Spend down to 1 kr. with one bet, so the 100 stakes together are more than the balance. (A
    // plain slot's win comes with its stake in one wallet call, issue 29.7, so the balance must be
    // short of many single stakes, not only of their sum.)
    const left = 100
    await wallet(t, 'bet', {
      userId: poor,
      roundId: 'down',
      transactionId: 'down',
      gameId: 'g',
      amount: start - left,
    })
    expect(await cashOf(t, poor)).toBe(left)
    const answers = await Promise.all(
      clients.map((c) => c.post('round/spin', { stake: c.session.game.stakes[0] })),
    )
    const settled = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.round)
    const refused = answers.filter((a) => a.statusCode !== 200)
    for (const a of refused) expect(a.json().data.code).toBe('INSUFFICIENT_FUNDS')
    const net = settled.reduce((s, r) => s + r.win - r.stake, 0)
    expect(await cashOf(t, poor)).toBe(left + net)
    expect(await cashOf(t, poor)).toBeGreaterThanOrEqual(0)
    expect(settled.length).toBeGreaterThan(0)
    expect(refused.length).toBeGreaterThan(0)
  }, 120_000)
})
