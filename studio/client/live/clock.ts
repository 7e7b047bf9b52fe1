/** One exchange with `/studio/live/api/time`: sent at t0, answered at t1 (client ms), serverTime read between. */
export type TimeSample = { t0: number; t1: number; serverTime: number }

/**
 * NTP-style estimate of (server clock − client clock): each sample assumes the server read its clock
 * halfway through the round trip, so its error is at most half that trip; the sample with the smallest
 * round trip therefore bounds the error best. Null without a usable sample.
 */
export function estimateOffset(samples: readonly TimeSample[]): number | null {
  let best: TimeSample | null = null
  for (const s of samples) {
    if (!(s.t1 >= s.t0) || !Number.isFinite(s.serverTime)) continue
    if (!best || s.t1 - s.t0 < best.t1 - best.t0) best = s
  }
  return best ? best.serverTime - (best.t0 + best.t1) / 2 : null
}

/** Milliseconds left until `closesAt` (server clock) seen from client time `now`, never below 0. */
export function msLeft(closesAt: number, offset: number, now: number): number {
  return Math.max(0, closesAt - (now + offset))
}

/** '0:07' style countdown text, rounding up so 0:00 shows only once the window has closed. */
export function countdownText(ms: number): string {
  const s = Math.ceil(ms / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/**
 * Keeps the offset estimate: a burst of samples at start, then a sample now and then (and the SSE
 * `time` events' serverTime is no sample: its delivery delay is unknown). The last 16 samples are
 * kept, so a clock step on either side is followed, and a busy moment (a page still loading, a slow
 * machine) that stretched some round trips is outvoted by a quicker one.
 */
export class ServerClock {
  private samples: TimeSample[] = []
  offset = 0

  constructor(
    private readonly fetchTime: () => Promise<number>,
    // The wall clock, not timeOrigin + performance.now(): that monotonic sum drifts from the wall
    // clock (by half a second in a busy frame here), and closesAt is a wall-clock instant.
    private readonly now: () => number = () => Date.now(),
  ) {}

  async sample(): Promise<void> {
    const t0 = this.now()
    const serverTime = await this.fetchTime()
    const t1 = this.now()
    this.add({ t0, t1, serverTime })
  }

  add(s: TimeSample) {
    this.samples = [...this.samples, s].slice(-16)
    this.offset = estimateOffset(this.samples) ?? this.offset
  }

  async calibrate(n = 5): Promise<void> {
    for (let i = 0; i < n; i++) await this.sample().catch(() => undefined)
  }

  /** The server's clock now, as well as this client can tell. */
  serverNow(): number {
    return this.now() + this.offset
  }
}
