import type { AutoplayRun } from '../../contract/studio.ts'
import type { Clock } from '../../platform/clock.ts'
import type { RoundRow, SessionRow } from './repo.ts'
import { fail, playerKey } from './round-answers.ts'

/** Issue 30: in money mode a slot round lasts at least this long from its start to the next one's. */
export const MONEY_SLOT_GAP_MS = 3000

/** The Danish refusals of the pace and autoplay rules (409: the round breaks a rule; 429: too fast). */
const PACE_TEXTS = {
  tooFast: 'Vent et øjeblik: en runde varer mindst 3 sekunder, før den næste kan starte.',
  needsLossLimit: 'Autospil for rigtige penge kræver en tabsgrænse.',
  lossLimit: 'Autospil er stoppet: tabsgrænsen er nået.',
  winLimit: 'Autospil er stoppet: grænsen for en enkelt gevinst er nået.',
  feature: 'Autospil er stoppet ved en bonusfunktion.',
  done: 'Autospil er færdigt: alle runder er spillet.',
} as const

type Stop = 'lossLimit' | 'winLimit' | 'feature' | 'done'
type Run = AutoplayRun & { left: number; net: number; stop: Stop | null }
type Started = { key: string; run: Run | null; slot: boolean; before: number | undefined }

/** Entries older than this are forgotten when the maps grow (a player gone for 10 minutes). */
const FORGET_MS = 10 * 60_000
const PRUNE_AT = 20_000

/**
 * Pace and autoplay limits of money rounds, decided by the server's clock: a slot round may not start
 * less than 3 s after the player's previous one in the same game, and an autoplay run (the client
 * names it and its limits on each of its rounds) needs a loss limit, never loses more than it, and ends
 * on a feature, a single win at its win limit, or its last round. Kept in this process's memory, keyed
 * by player and game: a game session's calls reach one process (the studio's session cache assumes the
 * same), and a restart only forgets the pause and the run, never money.
 */
export function createPace(clock: Clock) {
  const lastStart = new Map<string, number>()
  const runs = new Map<string, Run & { at: number }>()

  function prune(now: number) {
    if (lastStart.size > PRUNE_AT)
      for (const [k, t] of lastStart) if (now - t > FORGET_MS) lastStart.delete(k)
    if (runs.size > PRUNE_AT) for (const [k, r] of runs) if (now - r.at > FORGET_MS) runs.delete(k)
  }

  /** Before a money round's stake is taken: throws the Danish refusal, else books the start. */
  function start(s: SessionRow, slot: boolean, cost: number, auto: AutoplayRun | undefined): Started {
    const key = `${playerKey(s)}|${s.game_id}`
    const now = clock.nowMs()
    const before = lastStart.get(key)
    let run: (Run & { at: number }) | null = null
    if (auto) {
      if (auto.lossLimit === null) throw fail(409, PACE_TEXTS.needsLossLimit, 'AUTOPLAY')
      const known = runs.get(key)
      run =
        known && known.run === auto.run ? known : { ...auto, left: auto.rounds, net: 0, stop: null, at: now }
      if (run.stop) throw fail(409, PACE_TEXTS[run.stop], 'AUTOPLAY')
      if (run.left <= 0) throw fail(409, PACE_TEXTS.done, 'AUTOPLAY')
      // The run may lose at most its limit: a round that could take the loss past it does not start.
      if (-run.net + cost > (run.lossLimit ?? 0)) {
        run.stop = 'lossLimit'
        runs.set(key, run)
        throw fail(409, PACE_TEXTS.lossLimit, 'AUTOPLAY')
      }
    }
    if (slot) {
      if (before !== undefined && now - before < MONEY_SLOT_GAP_MS)
        throw fail(429, PACE_TEXTS.tooFast, 'PACE')
      lastStart.set(key, now)
    }
    if (run) {
      run.left--
      run.at = now
      runs.set(key, run)
    }
    prune(now)
    return { key, run, slot, before }
  }

  /**
   * The round was refused before it took a stake (a bad bet, a call out of sequence, no money): it
   * does not count as a start, and the run gets its round back.
   */
  function refused(started: Started) {
    if (started.slot) {
      if (started.before === undefined) lastStart.delete(started.key)
      else lastStart.set(started.key, started.before)
    }
    if (started.run) started.run.left++
  }

  /** After the round: the run learns its result, and stops on a feature or a win at its limit. */
  function settled(started: Started, round: RoundRow) {
    const { run } = started
    if (!run) return
    run.net += round.win - round.stake
    const outcome = round.outcome as { kind?: string; outcome?: { spins?: { kind: string }[] } } | null
    const feature = outcome?.kind === 'slot' && !!outcome.outcome?.spins?.some((v) => v.kind !== 'base')
    if (feature) run.stop = 'feature'
    else if (run.winLimit !== null && round.win >= run.winLimit) run.stop = 'winLimit'
  }

  return { start, refused, settled }
}
