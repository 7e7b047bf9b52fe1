import type { ResolvedRound } from '../../contract/studio.ts'
import type { Repo, RoundRow, WalletBet } from './repo.ts'
import { updateRound } from './repo.ts'
import { roundView } from './round-answers.ts'
import { isOneCall, type Rounds } from './rounds.ts'
import { resolvedText } from './texts.ts'
import { rollbackOf, type WalletClient } from './wallet-client.ts'

/**
 * Interrupted rounds (GLI-19 §4.16). A money round left `staked` never got its outcome: its bets are
 * rolled back and it is voided. One left `drawn` (and not waiting for the player) has its outcome
 * stored: it is paid and settled. A further bet (double, split, raise) sent but not applied is rolled
 * back, and the round waits for the player again. A plain slot round left `drawn` before or after its
 * one wallet call (stake and win together, issue 29.7) is sent the same call again: booked once, or
 * refused and voided. Wallet calls carry the same transaction ids as the
 * first attempt and state changes happen under the row lock only from the state read, so two
 * processes (or a start-up sweep and a launch) finish a round exactly once.
 */
export function createRecovery(repo: Repo, wallet: WalletClient, rounds: Rounds) {
  async function recoverRound(id: string): Promise<void> {
    const r = await repo.round(id)
    if (r?.mode !== 'money') return
    if (r.state === 'staked') {
      let after: number | null = null
      for (const bet of r.bets as WalletBet[]) {
        const a = await wallet.rollback(rollbackOf(r.user_id as number, r.id, bet.tx))
        after = a.balance + a.bonusBalance
      }
      await repo.withRound(id, async (trx, row) => {
        if (row.state !== 'staked') return
        await updateRound(trx, id, {
          state: 'voided',
          resolution: 'voided',
          balance_before: after,
          balance_after: after,
          settled_at: new Date(),
        })
      })
      return
    }
    if (r.state !== 'drawn') return
    const pending = r.pending as WalletBet | null
    if (pending) {
      await wallet.rollback(rollbackOf(r.user_id as number, r.id, pending.tx))
      await repo.withRound(id, async (trx, row) => {
        if ((row.pending as WalletBet | null)?.tx === pending.tx)
          await updateRound(trx, id, { pending: null })
      })
      return
    }
    if (r.awaiting_player) return
    // A one-call round (issue 29.7): the same call again, with its session's facts for the checks.
    if (isOneCall(r)) await rounds.payOneCall(r, await repo.session(r.session_id), 'completed')
    else await rounds.finish(r, 'completed')
  }

  /** Finishes what it can; a round the wallet cannot be reached for stays for the next attempt. */
  async function recover(where?: { userId: number; gameId: string }): Promise<number> {
    let done = 0
    for (const { id } of await repo.unfinished(where)) {
      try {
        await recoverRound(id)
        done++
      } catch {
        // Left as it is: the next start or launch asks the wallet again with the same ids.
      }
    }
    return done
  }

  /** The rounds of this player and game the studio finished and has not told the player of yet. */
  async function tell(playerKey: string, gameId: string): Promise<ResolvedRound[]> {
    const rows: RoundRow[] = await repo.takeResolved(playerKey, gameId)
    return rows.map((r) => ({
      round: roundView(r),
      resolution: r.resolution as ResolvedRound['resolution'],
      message: resolvedText(
        r.resolution as ResolvedRound['resolution'],
        new Date(r.created_at),
        r.stake,
        r.win + r.jackpot_win,
      ),
    }))
  }

  return { recover, recoverRound, tell }
}
export type Recovery = ReturnType<typeof createRecovery>
