import type { LiveResult, LiveRound, LiveSeat, LiveState } from '../../../contract/live.ts'
import type { Outcomes } from './outcomes.ts'
import type { LiveBetRow, LiveRepo, LiveRoundRow, LiveSeatRow } from './repo.ts'
import { replaySeat } from './seats.ts'
import { spotsOf } from './settle.ts'
import type { LiveTableDef } from './tables.ts'

const LAST_RESULTS = 10

const FINAL = new Set(['result', 'settled', 'voided'])

function roundOf(r: LiveRoundRow): LiveRound {
  return {
    id: r.id,
    no: r.no,
    phase: r.phase as LiveRound['phase'],
    commitment: r.commitment,
    opensAt: r.opens_at.getTime(),
    closesAt: r.closes_at.getTime(),
    decideUntil: r.decide_until?.getTime() ?? null,
    reveal: r.phase === 'open' ? null : (r.reveal ?? null),
    step: r.step,
    // The outcome and its seed only once betting and decisions are over (the result writes them).
    proof:
      FINAL.has(r.phase) && r.outcome !== null && r.salt !== null
        ? { outcome: r.outcome, salt: r.salt }
        : null,
  }
}

/** A table's state as every viewer gets it (without the viewer count and time, added per send). */
export async function tableState(
  repo: LiveRepo,
  def: LiveTableDef,
  nowMs: number,
): Promise<Omit<LiveState, 'viewers' | 'serverTime'>> {
  const [latest, results, lease] = await Promise.all([
    repo.latestRound(def.tableId),
    repo.lastResults(def.tableId, LAST_RESULTS),
    repo.leaseOf(def.tableId),
  ])
  const running = lease?.owner != null && (lease.lease_until?.getTime() ?? 0) > nowMs
  const finished = latest !== undefined && (latest.phase === 'settled' || latest.phase === 'voided')
  const lastResults: LiveResult[] = results.map((r) => ({
    roundId: r.id,
    no: r.no,
    reveal: r.reveal,
    at: (r.result_at ?? new Date(0)).getTime(),
  }))
  return {
    tableId: def.tableId,
    kind: def.kind,
    lastResults,
    // An idle table (nobody watched, the runner let go) shows no round.
    round: latest && !(finished && !running) ? roundOf(latest) : null,
  }
}

/** A player's own seat in a round, from their bets and seat row. */
export function seatOf(
  def: LiveTableDef,
  round: LiveRoundRow,
  bets: readonly LiveBetRow[],
  seat: LiveSeatRow | undefined,
  outcomes: Outcomes,
): LiveSeat {
  const mine = spotsOf(bets)
  const decisions = def.game?.decisions
  const extras = ((seat?.extras ?? []) as { amount: number; state: string }[]).filter(
    (x) => x.state === 'debited',
  )
  const stake = mine.reduce((a, b) => a + b.amount, 0) + extras.reduce((a, x) => a + x.amount, 0)
  // A seat with bets starts from the shared first cards once betting has closed. While seats decide it
  // holds only the cards of the steps closed so far; at the result, everything.
  const play =
    def.game && decisions && mine.length > 0 && round.phase !== 'open'
      ? replaySeat(
          def,
          outcomes.of(def.game, round),
          mine,
          seat?.seat ?? null,
          FINAL.has(round.phase) ? null : round.step,
        )
      : null
  const waiting = ((seat?.extras ?? []) as { state: string }[]).some((x) => x.state === 'pending')
  const deciding = round.phase === 'deciding' && seat?.state === 'open' && !waiting
  return {
    roundId: round.id,
    bets: mine,
    stake,
    actions: deciding && decisions && play?.ready ? [...decisions.legal(play.seat)] : [],
    view: decisions && play ? decisions.view(play.seat, play.pending) : null,
    payout: seat?.payout ?? null,
    returns: (seat?.returns as { spot: string; amount: number }[] | null) ?? [],
    state: (seat?.state ?? 'open') as LiveSeat['state'],
  }
}
