import { EngineError } from '../../engine/errors.ts'
import type { LiveBet, LiveGame, LiveSettlement } from '../../engine/live/types.ts'
import type { Rng } from '../../engine/rng.ts'

/**
 * A plain European roulette table for the live runner until live-engine's `studio/engine/live/tables.ts`
 * is merged (then `tables.ts` takes every kind from there): single zero, the outside bets and
 * straight-ups, paying the standard odds (RTP 36/37).
 */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

type Outcome = { pocket: number }

/** The pockets a spot covers and what it pays to one (stake returned on top), or null for an unknown spot. */
function spotOf(spot: string): { covers: (n: number) => boolean; pays: number } | null {
  const [name, arg] = spot.split(':')
  const k = arg === undefined ? Number.NaN : Number(arg)
  switch (name) {
    case 'straight':
      return Number.isInteger(k) && k >= 0 && k <= 36 && arg === String(k)
        ? { covers: (n) => n === k, pays: 35 }
        : null
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high': {
      if (arg !== undefined) return null
      const test: Record<string, (n: number) => boolean> = {
        red: (n) => RED.has(n),
        black: (n) => n > 0 && !RED.has(n),
        odd: (n) => n % 2 === 1,
        even: (n) => n > 0 && n % 2 === 0,
        low: (n) => n >= 1 && n <= 18,
        high: (n) => n >= 19,
      }
      return { covers: test[name] as (n: number) => boolean, pays: 1 }
    }
    case 'dozen':
      return k === 1 || k === 2 || k === 3
        ? { covers: (n) => n > 0 && Math.ceil(n / 12) === k, pays: 2 }
        : null
    case 'column':
      return k === 1 || k === 2 || k === 3
        ? { covers: (n) => n > 0 && ((n - 1) % 3) + 1 === k, pays: 2 }
        : null
    default:
      return null
  }
}

export const europeanRoulette: LiveGame<Outcome, null> = {
  kind: 'roulette',
  rtp: 36 / 37,
  checkBets(bets: readonly LiveBet[], limits: { min: number; max: number }) {
    for (const b of bets) {
      if (!spotOf(b.spot)) throw new EngineError('UNKNOWN_BET', `unknown spot ${b.spot}`)
      if (!Number.isInteger(b.amount) || b.amount < limits.min || b.amount > limits.max)
        throw new EngineError('BAD_BET', `amount ${b.amount} off the limits`)
    }
  },
  draw: (rng: Rng) => ({ pocket: rng.int(37) }),
  reveal: (o: Outcome) => ({ pocket: o.pocket }),
  settle(o: Outcome, bets: readonly LiveBet[]): LiveSettlement {
    const returns = bets.map((b) => {
      const s = spotOf(b.spot)
      return { spot: b.spot, amount: s?.covers(o.pocket) ? b.amount * (s.pays + 1) : 0 }
    })
    return { returns, total: returns.reduce((a, r) => a + r.amount, 0) }
  },
}
