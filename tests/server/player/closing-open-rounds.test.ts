import { describe, expect, it } from 'vitest'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import { T } from '../../../server/player/texts.ts'
import { login, userRow } from '../helpers/accounts-helper.ts'
import {
  accountsOf,
  expectClosedAndPaidOut,
  expectSettledAndPaid,
  heldAfterPlay,
  nolimitWithOpenHand,
  opsSum,
  settledAndPaidWithin,
} from '../helpers/closing-helper.ts'
import type { Built } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'
import { registerSelfInRofus } from '../helpers/rofus-helper.ts'
import { walletApp } from '../helpers/wallet-helper.ts'

/**
 * Issue 31, item 3: a hand open when the player's money closes is settled by the rules' default action
 * (stand, call) before anything else, and a payout includes its outcome: a registration in ROFUS (the
 * register's own page, the person's own MitID) and an account closed at its verification deadline.
 * The ledger reconciles after each (walletApp). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

/** The nolimit player, with a hand of `kind` open, registers in ROFUS for `period`; the hand is settled and paid. */
async function registerWithOpenHand(t: Built, kind: 'blackjack' | 'red-dog', period: string) {
  const { a, hand } = await nolimitWithOpenHand(t, kind)
  const { res } = await registerSelfInRofus(t.app, TEST_PEOPLE.nolimit.cpr, period)
  expect(res.statusCode, res.body).toBe(200)
  await expectSettledAndPaid(t, a.id, hand.id)
  return a
}

describe('a ROFUS registration for good settles the open blackjack hand before the payout', () => {
  const t = walletApp({ JOBS: '0' })

  it('the hand stands and is paid, the account closes, and the payout is the cash after its outcome', async () => {
    const a = await registerWithOpenHand(t, 'blackjack', 'permanent')
    await expectClosedAndPaidOut(t, a.id, TEST_PEOPLE.nolimit.cpr)
    // The player is logged out and cannot log in again.
    const again = await login(browser(t.app), 'nolimit1', 'Nolimit12')
    expect(again.body.success).toBe(false)
  })
})

describe('a temporary ROFUS registration settles the open red dog hand', () => {
  const t = walletApp({ JOBS: '0' })

  it('the hand calls and is paid; the money stays on the account, nothing is paid out', async () => {
    const a = await registerWithOpenHand(t, 'red-dog', '30')
    expect(await accountsOf(t, a.id)).toEqual({ cash: await heldAfterPlay(t, a.id), bonus: 0 })
    expect(await opsSum(t, a.id, 'withdraw')).toBe(0)
    expect((await userRow(t, ['id', a.id])).status).toBe('open')
  })
})

describe('an account closed at its verification deadline settles its open hand', () => {
  const t = walletApp({ JOBS: '0' })

  it('the next login closes the account and the open blackjack hand stands and is paid', async () => {
    const { a, hand } = await nolimitWithOpenHand(t, 'blackjack')
    // A temp account whose 30 days to verify have run out.
    await t.db.db
      .updateTable('users')
      .set({ status: 'temp', verify_deadline: new Date(t.clock.nowMs() - 1000) })
      .where('id', '=', a.id)
      .execute()

    const res = await login(browser(t.app), 'nolimit1', 'Nolimit12')
    expect(res.body).toMatchObject({ success: false, errorMessage: T.closed })
    expect((await userRow(t, ['id', a.id])).status).toBe('closed')

    await settledAndPaidWithin(10_000, t, a.id, hand.id)
    expect(await accountsOf(t, a.id)).toEqual({ cash: await heldAfterPlay(t, a.id), bonus: 0 })
  })
})
