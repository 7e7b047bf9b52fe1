import { describe, expect, it } from 'vitest'
import { sign } from '../../../platform/wallet-signing.ts'
import { loadConfig } from '../../../server/config.ts'
import { inProcessWalletApi } from '../../../server/wallet/in-process-wallet-api.ts'
import { count } from '../helpers/accounts-helper.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { expectReconciled, STUDIO_SECRET, wallet } from '../helpers/wallet-helper.ts'

/**
 * The built-in studio reaches the wallet API in process (docs/decisions/0001): each of its signed calls
 * must be checked and answered exactly as the same call over HTTP is, refusals included.
 */
describe('the wallet API in process answers as /wallet-api/ does', () => {
  const { t, id } = appWithFundedPlayer(10_000)
  const logged: unknown[] = []
  const api = () =>
    inProcessWalletApi(
      loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', JOBS: '0' }),
      t.clock,
      t.app.money.seamless,
      (err) => logged.push(err),
    )
  const call = async (op: string, body: object, secret = STUDIO_SECRET, provider = 'studio') => {
    const text = JSON.stringify(body)
    const res = await api()(`/wallet-api/${op}`, text, {
      'content-type': 'application/json',
      'x-provider': provider,
      'x-signature': sign(secret, text, t.clock.nowMs()),
    })
    return { status: res.status, json: JSON.parse(res.text) }
  }
  const overHttp = async (op: string, body: object) => {
    const res = await wallet(t, op, body)
    return { status: res.statusCode, json: res.json() }
  }
  const bet = (transactionId: string, amount: number) => ({
    userId: id(),
    roundId: `r-${transactionId}`,
    transactionId,
    gameId: 'slot-1',
    amount,
  })

  it('refuses a wrong signature or an unknown provider with 401, writing nothing', async () => {
    const ops = await count(t, 'wallet_ops')
    const wrong = await call('bet', bet('w1', 100), 'wrong-secret-wrong-secret')
    expect(wrong).toEqual({
      status: 401,
      json: { success: false, errorMessage: expect.any(String), data: { code: 'BAD_SIGNATURE' } },
    })
    expect((await call('bet', bet('w2', 100), STUDIO_SECRET, 'nobody')).status).toBe(401)
    expect(await count(t, 'wallet_ops')).toBe(ops)
  })

  it('names the bad field of a body as the route does, and knows no call the API lacks', async () => {
    const body = { ...bet('b1', 100), amount: -5 }
    const inProcess = await call('bet', body)
    expect(inProcess.status).toBe(400)
    expect(inProcess).toEqual(await overHttp('bet', body))
    expect((await call('payout', bet('b2', 100))).status).toBe(404)
  })

  it('books a bet once, answers a retry with the first result and refuses a reused key, as HTTP does', async () => {
    const first = await call('bet', bet('same', 1500))
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, data: { duplicate: false, currency: 'DKK' } })
    const again = await call('bet', bet('same', 1500))
    expect(again.json.data).toEqual({ ...first.json.data, duplicate: true })
    // The same retry over HTTP is the same call: the same operation, the same balances.
    expect(await overHttp('bet', bet('same', 1500))).toEqual(again)
    const reused = await call('bet', bet('same', 999))
    expect(reused).toEqual(await overHttp('bet', bet('same', 999)))
    expect(reused.status).toBe(409)
    expect(reused.json.data.code).toBe('KEY_REUSED')
  })

  it('refuses a stake above the balance with the same 402 as HTTP, and books nothing', async () => {
    const ops = await count(t, 'wallet_ops')
    const inProcess = await call('bet', bet('too-much-1', 10_000_000))
    expect(inProcess.status).toBe(402)
    const http = await overHttp('bet', bet('too-much-2', 10_000_000))
    expect(inProcess).toEqual(http)
    expect(await count(t, 'wallet_ops')).toBe(ops)
    await expectReconciled(t)
    expect(logged).toEqual([])
  })
})
