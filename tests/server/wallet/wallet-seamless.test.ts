import { afterEach, describe, expect, it } from 'vitest'
import { count } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import {
  chooseLimits,
  expectReconciled,
  fund,
  userId,
  wallet,
  walletJackpotPool,
} from '../helpers/wallet-helper.ts'

describe('seamless wallet for game providers (/wallet-api/)', () => {
  let id: number
  const t = appPerSuite({ JOBS: '0' }, async (b) => {
    await chooseLimits(b)
    id = await userId(b, 'nolimit1')
  })
  let n = 0
  const tx = () => `tx-${++n}`
  const bet = (amount: number, transactionId = tx(), extra: object = {}) =>
    wallet(t, 'bet', {
      userId: id,
      roundId: `r-${transactionId}`,
      transactionId,
      gameId: 'slot-1',
      amount,
      ...extra,
    })
  afterEach(async () => {
    await expectReconciled(t)
  })

  it('refuses unsigned, wrongly signed and unknown-provider calls with 401, writing nothing', async () => {
    const ops = await count(t, 'wallet_ops')
    const body = JSON.stringify({ userId: id, roundId: 'r', transactionId: 'x', gameId: 'g', amount: 100 })
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wallet-api/bet',
      headers: { 'content-type': 'application/json', 'x-provider': 'studio' },
      payload: body,
    })
    expect(unsigned.statusCode).toBe(401)
    expect(unsigned.json()).toMatchObject({ success: false, data: { code: 'BAD_SIGNATURE' } })
    expect((await wallet(t, 'bet', JSON.parse(body), 'wrong-secret-wrong-secret')).statusCode).toBe(401)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wallet-api/bet',
      headers: { 'content-type': 'application/json', 'x-provider': 'nobody', 'x-signature': 't=1,v1=00' },
      payload: body,
    })
    expect(unknown.statusCode).toBe(401)
    expect(await count(t, 'wallet_ops')).toBe(ops)
  })

  it('balance, bet and win in øre; a retried bet answers the first result and debits once', async () => {
    await fund(t, id, 10_000)
    const start = (await wallet(t, 'balance', { userId: id })).json().data
    const first = (await bet(1500, 'same-tx')).json()
    expect(first.data).toMatchObject({ balance: start.balance - 1500, duplicate: false, currency: 'DKK' })
    const again = (await bet(1500, 'same-tx')).json()
    expect(again.data).toMatchObject({
      transactionId: first.data.transactionId,
      duplicate: true,
      balance: start.balance - 1500,
    })
    const other = await bet(999, 'same-tx')
    expect(other.statusCode).toBe(409)
    expect(other.json().data.code).toBe('KEY_REUSED')
    const win = (
      await wallet(t, 'win', {
        userId: id,
        roundId: 'r-same-tx',
        transactionId: tx(),
        gameId: 'slot-1',
        amount: 4000,
      })
    ).json()
    expect(win.data.balance).toBe(start.balance - 1500 + 4000)
  })

  it('a bet above the balance is refused (402 INSUFFICIENT_FUNDS) and writes nothing', async () => {
    const { balance } = (await wallet(t, 'balance', { userId: id })).json().data
    const ops = await count(t, 'wallet_ops')
    const res = await bet(balance + 1)
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ success: false, data: { code: 'INSUFFICIENT_FUNDS' } })
    expect(await count(t, 'wallet_ops')).toBe(ops)
  })

  it('50 parallel bets against a balance that covers 10 succeed exactly 10 times', async () => {
    const { balance } = (await wallet(t, 'balance', { userId: id })).json().data
    if (balance > 0)
      await wallet(t, 'bet', {
        userId: id,
        roundId: 'drain',
        transactionId: tx(),
        gameId: 'g',
        amount: balance,
      })
    await fund(t, id, 1000)
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(100)))
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(10)
    expect(codes.filter((c) => c === 402)).toHaveLength(40)
    expect((await wallet(t, 'balance', { userId: id })).json().data.balance).toBe(0)
  })

  it('a rollback returns the stake once, whatever rollback id repeats it', async () => {
    await fund(t, id, 2000)
    const before = (await wallet(t, 'balance', { userId: id })).json().data.balance
    await bet(700, 'roll-me')
    const undo = (rid: string) =>
      wallet(t, 'rollback', {
        userId: id,
        roundId: 'r-roll-me',
        transactionId: rid,
        betTransactionId: 'roll-me',
      })
    expect((await undo('rb-1')).json().data).toMatchObject({ balance: before, duplicate: false })
    expect((await undo('rb-2')).json().data).toMatchObject({ balance: before, duplicate: true })
    const history = await t.db.db
      .selectFrom('wallet_ops')
      .select(['kind', 'amount'])
      .where('idem_key', '=', 'rollback:studio:roll-me')
      .execute()
    expect(history).toEqual([{ kind: 'rollback', amount: 700 }])
  })

  it('a rollback that arrives before its bet makes the late bet fail (BET_ROLLED_BACK)', async () => {
    await fund(t, id, 500)
    const early = await wallet(t, 'rollback', {
      userId: id,
      roundId: 'r-late',
      transactionId: 'rb-late',
      betTransactionId: 'late',
    })
    expect(early.statusCode).toBe(200)
    const late = await bet(100, 'late')
    expect(late.statusCode).toBe(409)
    expect(late.json().data.code).toBe('BET_ROLLED_BACK')
  })

  it('a jackpot contribution feeds the pool, and a jackpot win is paid from it', async () => {
    await fund(t, id, 1000)
    const pool = () => walletJackpotPool(t)
    const p0 = await pool()
    await bet(500, tx(), { jackpotContribution: 50 })
    expect(await pool()).toBe(p0 + 50)
    await wallet(t, 'win', {
      userId: id,
      roundId: 'jp',
      transactionId: tx(),
      gameId: 'g',
      amount: 30,
      jackpot: true,
    })
    expect(await pool()).toBe(p0 + 20)
  })

  it('answers 404 for an unknown player and 403 for a bet by an excluded one', async () => {
    expect((await wallet(t, 'balance', { userId: 999_999 })).statusCode).toBe(404)
    const temp = await userId(t, 'temp1234')
    await t.db.db.updateTable('users').set({ status: 'excluded' }).where('id', '=', temp).execute()
    const res = await wallet(t, 'bet', {
      userId: temp,
      roundId: 'x',
      transactionId: tx(),
      gameId: 'g',
      amount: 1,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().data.code).toBe('PLAYER_BLOCKED')
    await t.db.db.updateTable('users').set({ status: 'temp' }).where('id', '=', temp).execute()
  })

  it('refuses bad amounts and shapes with a 400 naming the field', async () => {
    for (const amount of [0, -5, 1.5, '100', 1e30, null]) {
      const res = await wallet(t, 'bet', {
        userId: id,
        roundId: 'r',
        transactionId: tx(),
        gameId: 'g',
        amount,
      })
      expect(res.statusCode, String(amount)).toBe(400)
      expect(res.json().errorMessage).toContain('amount')
    }
  })
})
