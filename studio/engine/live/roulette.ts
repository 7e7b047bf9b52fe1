import type { Rng } from '../rng.ts'
import { figures, merge } from '../table/distribution.ts'
import { layout, PAYS, RED, type RouletteBetType } from '../table/roulette-layout.ts'
import { checkLiveBets, settlement } from './bets.ts'
import type { LiveGame } from './types.ts'

/** The european wheel: pockets 0–36, each equally likely. */
export const POCKETS = 37

export type RouletteSpot = { type: RouletteBetType; covers: ReadonlySet<number> }

/**
 * The spot name of a european layout bet (live-protocol.md): 'straight:N', 'split:A-B', 'street:N' and
 * 'six_line:N' by their lowest number, 'corner:A-B-C-D', 'trio:0-1-2' / 'trio:0-2-3', 'first_four',
 * 'dozen:1..3', 'column:1..3', and the even-money bets by type.
 */
function spotName(type: RouletteBetType, covers: readonly number[], which: number): string {
  const sorted = [...covers].sort((a, b) => a - b)
  switch (type) {
    case 'straight':
    case 'street':
    case 'six_line':
      return `${type}:${sorted[0]}`
    case 'split':
    case 'corner':
    case 'trio':
      return `${type}:${sorted.join('-')}`
    case 'column':
    case 'dozen':
      return `${type}:${which + 1}`
    default:
      return type
  }
}

/** Every bet of the european layout by spot name (157 spots), from the table engine's layout. */
export const ROULETTE_SPOTS: ReadonlyMap<string, RouletteSpot> = (() => {
  const spots = new Map<string, RouletteSpot>()
  for (const [type, bets] of Object.entries(layout('european')) as [RouletteBetType, number[][]][]) {
    bets.forEach((covers, i) => {
      spots.set(spotName(type, covers, i), { type, covers: new Set(covers) })
    })
  }
  return spots
})()

/** A spot by name; throws for a name the layout lacks (for statements and tests, not for bets). */
export function rouletteSpot(name: string): RouletteSpot {
  const s = ROULETTE_SPOTS.get(name)
  if (!s) throw new Error(`no roulette spot ${name}`)
  return s
}

export const pocketColour = (pocket: number) => (pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black')

export type RouletteOutcome = { pocket: number }

/** What a spot returns per unit stake (stake included) on a plain european wheel. */
export function rouletteReturn(spot: RouletteSpot, pocket: number): number {
  return spot.covers.has(pocket) ? PAYS[spot.type] + 1 : 0
}

/**
 * Exact figures of one spot: its return against each of the 37 equally likely pockets. Every spot of
 * a type covers as many pockets, so the statement lists one figure per type.
 */
export function rouletteSpotFigures(spot: RouletteSpot) {
  return figures(
    merge(Array.from({ length: POCKETS }, (_, p) => ({ ret: rouletteReturn(spot, p), p: 1 / POCKETS }))),
  )
}

export function settleRoulette(
  bets: readonly { spot: string; amount: number }[],
  returnOf: (spot: RouletteSpot) => number,
) {
  return settlement(
    bets.map(({ spot, amount }) => {
      const s = ROULETTE_SPOTS.get(spot)
      return { spot, amount: s ? amount * returnOf(s) : 0 }
    }),
  )
}

/** European roulette as a live table: one pocket per round, every bet as on the RNG table. */
export function europeanRoulette(rtp: number): LiveGame<RouletteOutcome> {
  return {
    kind: 'roulette',
    rtp,
    checkBets: (bets, limits) => checkLiveBets(bets, limits, (s) => ROULETTE_SPOTS.has(s)),
    draw: (rng: Rng) => ({ pocket: rng.int(POCKETS) }),
    reveal: ({ pocket }) => ({ pocket, colour: pocketColour(pocket) }),
    settle: ({ pocket }, bets) => settleRoulette(bets, (s) => rouletteReturn(s, pocket)),
  }
}
