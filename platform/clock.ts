/**
 * The only source of "now" on the server (ARCHITECTURE.md: Time). A test clock can be moved forward
 * so that tests see a 24-hour rule take effect without waiting.
 */
export interface Clock {
  now(): Date
  nowMs(): number
}

export type TestClock = Clock & { advance(ms: number): void; offsetMs(): number }

export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
}

export function createTestClock(startOffsetMs = 0): TestClock {
  let offset = startOffsetMs
  return {
    now: () => new Date(Date.now() + offset),
    nowMs: () => Date.now() + offset,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a non-negative number')
      offset += ms
    },
    offsetMs: () => offset,
  }
}
