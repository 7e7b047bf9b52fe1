import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClock } from '../../../platform/clock.ts'
import { ST } from '../../../studio/server/texts.ts'
import { type Built, build } from '../helpers/helper.ts'
import type { Browser } from '../helpers/player-client.ts'
import { gameOf, paceWait, sessionHeaders } from '../helpers/studio-helper.ts'
import { chooseLimits, expectReconciled, fund, player, wallet } from '../helpers/wallet-helper.ts'

/**
 * A money game keeps playing only while the casino session it was launched from lives: the studio
 * passes the launch's casino session (and IP) in every wallet bet, and the casino's wallet refuses a
 * bet whose session has ended (logout, idle). No extra call per round: the check rides on the bet.
 */
describe('money rounds stop when the casino session ends', () => {
  let t: Built
  const slot = gameOf('slot')

  beforeAll(async () => {
    t = await build({ JOBS: '0', BRAND: 'go' })
    // Money moves only after a deposit limit is chosen (issue 13).
    await chooseLimits(t)
  })
  afterAll(async () => {
    await t.close()
  })

  /** Logged in at the casino, launched for money through the casino's launch route, in the frame. */
  async function playing() {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    await fund(t, id, 100_000)
    const gameCookie = await open(b)
    let seq = 0
    const spin = () => {
      paceWait(t)
      return t.app.inject({
        method: 'POST',
        url: '/studio/api/round/spin',
        headers: gameCookie,
        payload: { seq: ++seq, stake: slot.minStake },
      })
    }
    const cash = async () => {
      const a = (await wallet(t, 'balance', { userId: id })).json().data
      return a.balance + a.bonusBalance
    }
    return { b, id, spin, cash }
  }

  async function open(b: Browser) {
    const l = await b.post('/games-api/games/launch/go', {
      game_id: slot.gameId,
      mode: 'money',
      platform: 'desktop',
    })
    expect(l.status, JSON.stringify(l.body)).toBe(200)
    const token = new URL(l.body.data.url, 'http://x').searchParams.get('token')
    const s = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { token } })
    expect(s.statusCode, s.body).toBe(200)
    return sessionHeaders(slot.gameId, s.json().data.credential)
  }

  it('refuses the next round after logout in Danish, taking no stake', async () => {
    const p = await playing()
    expect((await p.spin()).statusCode).toBe(200)
    expect((await p.b.post('/rest/punter/logout')).status).toBe(200)
    const before = await p.cash()
    const refused = await p.spin()
    expect(refused.statusCode, refused.body).toBe(403)
    expect(refused.json()).toMatchObject({
      success: false,
      errorMessage: ST.sessionEnded,
      data: { code: 'SESSION_ENDED' },
    })
    expect(await p.cash()).toBe(before)
    // Logged in again and launched again, the game plays: the refused round left nothing open.
    const again = await player(t, 'nolimit1', 'Nolimit12')
    const headers = await open(again.b)
    const next = await t.app.inject({
      method: 'POST',
      url: '/studio/api/round/spin',
      headers,
      payload: { seq: 1, stake: slot.minStake },
    })
    expect(next.statusCode, next.body).toBe(200)
    await expectReconciled(t)
  })

  it('refuses the next round once the casino session has been idle past its limit', async () => {
    const p = await playing()
    expect((await p.spin()).statusCode).toBe(200)
    ;(t.clock as TestClock).advance(61 * 60_000)
    const before = await p.cash()
    const refused = await p.spin()
    expect(refused.statusCode, refused.body).toBe(403)
    expect(refused.json().data.code).toBe('SESSION_ENDED')
    expect(await p.cash()).toBe(before)
  })

  it("the wallet's bet: an ended session is refused, a retry of a booked bet is not, no session is not checked", async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    await fund(t, id, 10_000)
    const sessId = (await b.get('/games-api/getSes.php')).body.data.sessId as string
    const bet = (tx: string, extra: object) =>
      wallet(t, 'bet', { userId: id, roundId: tx, transactionId: tx, gameId: 'g', amount: 100, ...extra })
    const live = await bet('gate-1', { casinoSession: sessId, ip: '80.62.1.2' })
    expect(live.statusCode, live.body).toBe(200)
    await b.post('/rest/punter/logout')
    const ended = await bet('gate-2', { casinoSession: sessId, ip: '80.62.1.2' })
    expect(ended.statusCode).toBe(403)
    expect(ended.json().data.code).toBe('SESSION_ENDED')
    const forged = await bet('gate-3', { casinoSession: 'x'.repeat(32) })
    expect(forged.statusCode).toBe(403)
    const retry = await bet('gate-1', { casinoSession: sessId, ip: '80.62.1.2' })
    expect(retry.statusCode, retry.body).toBe(200)
    expect(retry.json().data.duplicate).toBe(true)
    expect((await bet('gate-4', {})).statusCode).toBe(200)
    await expectReconciled(t)
  })
})
