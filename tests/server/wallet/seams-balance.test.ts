import { describe, expect, it } from 'vitest'
import { count, login } from '../helpers/accounts-helper.ts'
import { balances, deposit, player, walletApp } from '../helpers/wallet-helper.ts'

describe('seam: reading a balance never writes; a bonus that ran out ends at login or by the job', () => {
  const t = walletApp({ JOBS: '0' }, { limits: true })

  const ops = () => count(t, 'wallet_ops')
  /** Moves the player's active bonus past its wagering period without moving the clock (sessions stay live). */
  const runOut = (userId: number) =>
    t.db.db
      .updateTable('player_bonuses')
      .set({ expires_at: new Date(t.clock.nowMs() - 1000) })
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .execute()

  it('getAccountInformation and the wallet balance of a player whose bonus ran out leave the ledger as it was', async () => {
    const { b, id } = await player(t, 'demo1234', 'Demo1234')
    await deposit(b, id, 100, { bonusId: 'INDBETAL50' })
    await runOut(id)
    const before = await ops()
    expect((await balances(b)).bonus).toBe(50)
    expect((await t.app.money.seamless.balance(id)).bonusBalance).toBe(5000)
    expect((await balances(b)).bonus).toBe(50)
    expect(await ops()).toBe(before)

    const job = t.app.money.jobs.find((j) => j.name === 'bonus-expiry')
    await job?.run()
    expect(await ops()).toBe(before + 1)
    expect((await balances(b)).bonus).toBe(0)
  })

  it('a login ends the bonus that ran out, so the login answer already shows it gone', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    await deposit(b, id, 200, { bonusId: 'VELKOMST100' })
    expect((await balances(b)).bonus).toBe(200)
    await runOut(id)
    const before = await ops()
    const again = await login(b, 'nolimit1', 'Nolimit12')
    expect(again.body.data).toMatchObject({ bonusBalance: 0 })
    expect(await ops()).toBe(before + 1)
  })
})
