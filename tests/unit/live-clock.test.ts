import { describe, expect, it } from 'vitest'
import { countdownText, estimateOffset, msLeft, ServerClock } from '../../studio/client/live/clock.ts'

describe('live clock offset (issue 15: the countdown agrees across devices)', () => {
  it('takes serverTime − (t0 + t1) / 2 of the sample with the smallest round trip', () => {
    const samples = [
      { t0: 1000, t1: 1400, serverTime: 6300 }, // 400 ms trip
      { t0: 2000, t1: 2040, serverTime: 7025 }, // 40 ms trip: the best
      { t0: 3000, t1: 3200, serverTime: 8000 },
    ]
    expect(estimateOffset(samples)).toBe(7025 - 2020)
  })

  it('has no estimate without a usable sample', () => {
    expect(estimateOffset([])).toBeNull()
    expect(estimateOffset([{ t0: 10, t1: 5, serverTime: 1 }])).toBeNull()
  })

  it('two clients with different clocks and trips agree on the time left within their half trips', async () => {
    let realNow = 1_700_000_000_000
    const closesAt = realNow + 15_000
    // Client A's clock runs 3.2 s behind, client B's 41 s ahead; their trips differ.
    const clients = [
      { skew: -3200, up: 20, down: 60 },
      { skew: 41_000, up: 90, down: 15 },
    ].map(({ skew, up, down }) => {
      const clock = new ServerClock(
        async () => {
          realNow += up
          const t = realNow
          realNow += down
          return t
        },
        () => realNow + skew,
      )
      return { clock, skew, maxError: (up + down) / 2 }
    })
    for (const c of clients) await c.clock.calibrate(3)
    // Each client reads its own (skewed) clock at the same real moment.
    const lefts = clients.map((c) => msLeft(closesAt, c.clock.offset, realNow + c.skew))
    const truth = closesAt - realNow
    for (const [i, c] of clients.entries())
      expect(Math.abs((lefts[i] ?? 0) - truth)).toBeLessThanOrEqual(c.maxError)
    expect(Math.abs((lefts[0] ?? 0) - (lefts[1] ?? 0))).toBeLessThan(250)
  })

  it('counts down in whole seconds, rounding up, never below zero', () => {
    expect(countdownText(14_001)).toBe('0:15')
    expect(countdownText(15_000)).toBe('0:15')
    expect(countdownText(61_000)).toBe('1:01')
    expect(msLeft(1000, 0, 5000)).toBe(0)
    expect(countdownText(0)).toBe('0:00')
  })
})
