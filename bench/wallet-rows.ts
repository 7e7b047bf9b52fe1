import { notMeasured, type Row } from './lib/table.ts'
import { type WalletBench, walletBench } from './wallet.ts'

/**
 * The wallet's rows of `npm run bench`: pgbench's simple-update as the yardstick, then ledger
 * transfers on the same PostgreSQL server in the same run (one-statement path against the goal, the
 * general path for the record). Without a reachable PostgreSQL (or
 * pgbench) the rows say so and count as not met.
 */
export async function walletRows(rows: Row[]): Promise<WalletBench | { error: string }> {
  try {
    const w = await walletBench()
    const ratio = w.transfersPerSec / w.pgbenchTps
    rows.push({
      figure: `pgbench -b simple-update, ${w.clients} clients`,
      value: `${w.pgbenchTps.toFixed(0)} tps`,
      goal: 'yardstick',
      ok: true,
    })
    rows.push({
      figure: `wallet transfers on PostgreSQL, ${w.clients} clients`,
      value: `${w.transfersPerSec.toFixed(0)} /s, p99 ${w.p99Ms} ms (${(ratio * 100).toFixed(0)} % of pgbench)${w.reconciled ? '' : ', NOT RECONCILED'}`,
      goal: '>= 50 % of pgbench',
      ok: ratio >= 0.5 && w.reconciled,
    })
    rows.push({
      figure: `the same through ledger.transfer (general path), ${w.clients} clients`,
      value: `${w.generalPerSec.toFixed(0)} /s, p99 ${w.generalP99Ms} ms (${((w.generalPerSec / w.pgbenchTps) * 100).toFixed(0)} % of pgbench)`,
      goal: 'no goal (bets, deposits, withdrawals)',
      ok: true,
    })
    return w
  } catch (err) {
    return notMeasured(rows, 'wallet transfers on PostgreSQL', '>= 50 % of pgbench', err)
  }
}
