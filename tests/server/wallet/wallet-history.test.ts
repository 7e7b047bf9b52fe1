import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { copenhagenMidnight } from '../../../server/wallet/history.ts'
import { advance } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { chooseLimits, expectReconciled, fund, player, userId, wallet } from '../helpers/wallet-helper.ts'

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('transaction history (SPEC.md sections 3 and 7)', () => {
  const t = appPerSuite({ JOBS: '0' }, chooseLimits)
  let id: number
  beforeAll(async () => {
    id = await userId(t, 'nolimit1')
    await fund(t, id, 10_000, 'history-fund')
    // Three rounds, each a bet and a win; the third bet is then rolled back.
    for (let i = 1; i <= 3; i++) {
      const round = { userId: id, roundId: `h${i}`, gameId: 'viking-slot' }
      await wallet(t, 'bet', { ...round, transactionId: `hb${i}`, amount: 100 * i })
      await wallet(t, 'win', { ...round, transactionId: `hw${i}`, amount: 50 * i })
    }
    await wallet(t, 'rollback', { userId: id, roundId: 'h3', transactionId: 'hr3', betTransactionId: 'hb3' })
  })
  afterEach(async () => {
    await expectReconciled(t)
  })
  const get = async (path: string) => (await player(t, 'nolimit1', 'Nolimit12')).b.get(`/rest/punter/${path}`)

  it('lists one row per movement, newest first, with type, typeSub, amount and count; pages', async () => {
    const all = (await get('getTransactionGroupList/0/2020-01-01/2049-12-31/1/100')).body.data
    expect(all.count).toBe(8)
    expect(all.transactions.map((r: { typeSub: string }) => r.typeSub)).toEqual([
      'R',
      'G',
      'S',
      'G',
      'S',
      'G',
      'S',
      'A',
    ])
    expect(all.transactions[0]).toMatchObject({ type: 1, amount: 3, text: 'viking-slot', status: null })
    expect(all.transactions[2]).toMatchObject({ type: 2, typeSub: 'S', amount: 3 })
    const page2 = (await get('getTransactionGroupList/0/2020-01-01/2049-12-31/2/3')).body.data
    expect(page2.count).toBe(8)
    expect(page2.transactions.map((r: { transId: string }) => r.transId)).toEqual(
      all.transactions.slice(3, 6).map((r: { transId: string }) => r.transId),
    )
    const games = (await get('getTransactionGroupList/3/2020-01-01/2049-12-31/1/100')).body.data
    expect(games.count).toBe(7)
    const deposits = (await get('getTransactionGroupList/1/2020-01-01/2049-12-31/1/100')).body.data
    expect(deposits.transactions).toEqual([expect.objectContaining({ typeSub: 'A', amount: 100 })])
  })

  it('getTransactionList and getTransactionExternalList cover a range; the external one only money in and out', async () => {
    const list = (await get('getTransactionList/2020-01-01/2049-12-31')).body.data
    expect(list.count).toBe(8)
    const external = (await get('getTransactionExternalList/2020-01-01/2049-12-31/1')).body.data
    expect(external.count).toBe(1)
    const yesterday = day(t.clock.nowMs() - DAY)
    expect((await get(`getTransactionList/2020-01-01/${yesterday}`)).body.data.count).toBe(0)
  })

  it('a day is a Danish day: the range starts at midnight in Copenhagen', () => {
    expect(copenhagenMidnight('2024-01-15').toISOString()).toBe('2024-01-14T23:00:00.000Z')
    expect(copenhagenMidnight('2024-07-15').toISOString()).toBe('2024-07-14T22:00:00.000Z')
  })

  // The history the player can ask for reaches 90 days back.
  it('rows stay visible for at least 90 days', async () => {
    advance(t, 89 * DAY)
    const to = day(t.clock.nowMs())
    const from = day(t.clock.nowMs() - 90 * DAY)
    expect((await get(`getTransactionGroupList/0/${from}/${to}/1/20`)).body.data.count).toBe(8)
  })

  it('refuses bad ranges and paging with a 400, never a 500', async () => {
    for (const path of [
      'getTransactionGroupList/0/1979-12-31/2020-01-01/1/10',
      'getTransactionGroupList/0/2020-01-01/2051-01-01/1/10',
      'getTransactionGroupList/0/2020-02-01/2020-01-01/1/10',
      'getTransactionGroupList/9/2020-01-01/2020-02-01/1/10',
      'getTransactionGroupList/0/2020-01-01/2020-02-01/0/10',
      'getTransactionGroupList/0/2020-01-01/2020-02-01/1/101',
      'getTransactionGroupList/0/yesterday/2020-02-01/1/10',
      'getTransactionGroupList/0/2020-13-45/2020-02-01/1/10',
      "getTransactionList/2020-01-01/' or 1=1",
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(res.body.success).toBe(false)
    }
  })
})
