import { describe, expect, it } from 'vitest'
import { userRow } from '../helpers/accounts-helper.ts'
import {
  expectClosedAndPaidOut,
  expectSettledAndPaid,
  nolimitWithOpenHand,
} from '../helpers/closing-helper.ts'
import { balances, expectReconciled, walletApp } from '../helpers/wallet-helper.ts'

/**
 * Issue 31, item 3: a blackjack hand open when the player excludes themselves for good is settled by
 * the rules' default action (stand) before the payout, and its outcome is in the payout. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('a permanent exclusion settles the open hand before the payout', () => {
  const t = walletApp({ JOBS: '0' })

  it('the hand stands, the round settles, and the payout is the cash after its outcome', async () => {
    const { a, hand } = await nolimitWithOpenHand(t, 'blackjack')

    const res = await a.b.post('/rest/punter/excludeUserPermanently', { confirmPermanent: true })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // The hand was completed (stand) and paid through the wallet before the payout.
    await expectSettledAndPaid(t, a.id, hand.id)
    await expectClosedAndPaidOut(t, a.id, (await userRow(t, ['id', a.id])).cpr)
    expect(await balances(a.b).catch(() => null)).not.toMatchObject({ cash: expect.any(Number) })
    await expectReconciled(t)
  })
})
