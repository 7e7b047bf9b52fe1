import type { LiveRound } from '../../../contract/live.ts'
import { h } from '../dom.ts'
import type { LiveApi } from './api.ts'
import { countdownText, msLeft, ServerClock } from './clock.ts'
import { daLive } from './text.ts'

const RESAMPLE_MS = 30_000
const EARLY_MS = 2000
const EARLY_SAMPLES = 10
const TICK_MS = 100

/**
 * The time left to bet or decide, on the server's clock: the round's closesAt (or decideUntil) less
 * the server's time as this page estimates it (clock.ts), redrawn every tick.
 */
export class LiveCountdown {
  readonly el = h('output', { class: 'live-countdown', 'aria-label': daLive.closesIn })
  private readonly clock: ServerClock

  constructor(
    api: LiveApi,
    private readonly round: () => LiveRound | null,
  ) {
    this.clock = new ServerClock(api.time)
  }

  /**
   * A burst of samples while the page settles, then one every few seconds at first (the page's own
   * loading stretches the first round trips), then now and then.
   */
  start() {
    void this.clock.calibrate(5).then(() => this.tick())
    let early = 0
    const warmup = setInterval(() => {
      void this.clock.sample().catch(() => undefined)
      if (++early >= EARLY_SAMPLES) clearInterval(warmup)
    }, EARLY_MS)
    setInterval(() => void this.clock.sample().catch(() => undefined), RESAMPLE_MS)
    setInterval(() => this.tick(), TICK_MS)
  }

  /** Shows the round's phase and deadline as they are now. */
  show(round: LiveRound) {
    this.el.dataset.closesAt = String(round.closesAt)
    this.el.dataset.phase = round.phase
    this.tick()
  }

  tick() {
    const round = this.round()
    const el = this.el
    if (!round) {
      el.value = ''
      return
    }
    const until =
      round.phase === 'open' ? round.closesAt : round.phase === 'deciding' ? round.decideUntil : null
    el.dataset.offset = String(Math.round(this.clock.offset))
    if (until === null) {
      el.value = ''
      el.dataset.left = '0'
      return
    }
    const left = msLeft(until, 0, this.clock.serverNow())
    el.dataset.left = String(Math.round(left))
    el.value = `${round.phase === 'open' ? daLive.closesIn : daLive.decideIn} ${countdownText(left)}`
  }
}
