import type { ModelStatement } from '../statement.ts'
import { baccaratFigures } from '../table/baccarat.ts'
import { blackjackStatement } from '../table/blackjack/statement.ts'
import type { BetFigures } from '../table/distribution.ts'
import { HOLDEM_TOP, type HoldemChunk, holdemFigures } from './holdem-sim.ts'
import { lynStraightFigures } from './lyn.ts'
import { ROULETTE_SPOTS, rouletteSpotFigures } from './roulette.ts'
import type { LiveKind } from './types.ts'
import { WHEEL_NUMBERS, wheelFigures } from './wheel.ts'

/**
 * The statement of each live table kind, the same shape as the table games'. As there, a kind declares
 * its best bet: the highest RTP on the layout, and among equal RTPs the bet with the largest win
 * (roulette and Lyn Roulette the straight up, baccarat the banker, the wheel the 10). `bets` lists the
 * RTP of every bet. Written to statements.json by `npm run rtp -- --write`; the tests recompute it.
 */
const SAME = 1e-12

/** Casino hold'em's return under optimal play, per ante (house edge 2.16 %). */
const HOLDEM_OPTIMAL_RTP = 0.9784

function declared(model: string, all: Record<string, BetFigures>, how: string): ModelStatement {
  const entries = Object.entries(all).sort(([, a], [, b]) =>
    Math.abs(b.rtp - a.rtp) > SAME ? b.rtp - a.rtp : b.maxWin.multiplier - a.maxWin.multiplier,
  )
  const [bet, f] = entries[0] ?? []
  if (!bet || !f) throw new Error(`${model} has no bet`)
  return {
    model,
    ...f,
    method: { kind: 'exact', how: `${how} Declared bet: ${bet}.` },
    bets: Object.fromEntries(entries.map(([k, v]) => [k, v.rtp])),
  }
}

/** One figure per roulette bet type (every spot of a type covers as many pockets). */
function rouletteByType(straight: BetFigures | null): Record<string, BetFigures> {
  const out: Record<string, BetFigures> = {}
  for (const spot of ROULETTE_SPOTS.values()) out[spot.type] ??= rouletteSpotFigures(spot)
  if (straight) out.straight = straight
  return out
}

export function liveStatements(holdem: readonly HoldemChunk[]): Record<LiveKind, ModelStatement> {
  const bj = blackjackStatement()
  const sim = holdemFigures(holdem)
  return {
    roulette: declared(
      'live-roulette',
      rouletteByType(null),
      'Every bet settled against each of the 37 equally likely pockets of the european layout.',
    ),
    'lyn-roulette': declared(
      'live-lyn-roulette',
      rouletteByType(lynStraightFigures()),
      'Every bet settled against each of the 37 pockets; the straight up summed as fractions over the ' +
        'stated lucky-number count (1–5, mean 2) and multiplier (50×–500×, mean 140×) distributions: 36/37.',
    ),
    baccarat: declared(
      'live-baccarat',
      baccaratFigures(),
      'Every card sequence of a coup enumerated over the 8-deck composition with removal, third-card ' +
        'tableau applied; banker 0.95:1.',
    ),
    blackjack: {
      ...bj,
      model: 'live-blackjack',
      method: {
        kind: 'exact',
        how:
          `${bj.method.kind === 'exact' ? bj.method.how : ''} Shared hand: each seat reads one shuffled shoe ` +
          'from the front and the dealer from the back, the same law as dealing each card from the cards ' +
          'left, so every seat has the blackjack-6d odds whatever the other seats do.',
      },
    },
    holdem: {
      model: 'live-holdem',
      // A game with a player decision declares its return under optimal play (GLI-19 §4.7.1).
      rtp: HOLDEM_OPTIMAL_RTP,
      method: {
        kind: 'exact',
        how:
          'Optimal play: call exactly when the call returns more than folding, decided on every hole-card ' +
          'and flop combination; 97.84 % of the ante (house edge 2.16 %), the full enumeration of hole ' +
          "cards, flop, turn, river and dealer's cards for these rules (dealer qualifies with a pair of " +
          'fours, ante 100/20/10/3/2/1, call 1:1), the published figure an independent exact enumeration ' +
          `confirmed. For information: the simple strategy below returns ${(sim.rtp * 100).toFixed(2)} % ` +
          `(seeded simulation, ${holdem.length} chunks, seeds 1–${holdem.length}, ${sim.rounds.toExponential(0)} ` +
          `rounds, 99 % CI ${(sim.ci99[0] * 100).toFixed(2)}–${(sim.ci99[1] * 100).toFixed(2)} %): ` +
          'call with a pair or better using a player card, four to a flush or a straight draw (higher player ' +
          'card five or better); without these, on a one-suited flop an ace or king, else an ace, king or ' +
          'queen, a jack when the flop holds a queen or higher, a two or three or a pair, a nine or ten when ' +
          `it holds a two or three or a pair topped by a nine or higher (calls ${(sim.callRate * 100).toFixed(1)} % ` +
          'of hands); fold the rest. Per ante, the call counting against the player. Hit frequency, standard ' +
          'deviation and the top win odds are those of the simple strategy.',
      },
      hitFrequency: sim.hitFrequency,
      stdDev: sim.stdDev,
      maxWin: { multiplier: HOLDEM_TOP, probability: sim.topProbability },
      bets: { ante: HOLDEM_OPTIMAL_RTP },
      strategies: [
        { name: 'optimal', rtp: HOLDEM_OPTIMAL_RTP },
        { name: 'simple', rtp: sim.rtp, ci99: sim.ci99 },
      ],
    },
    wheel: declared(
      'live-wheel',
      Object.fromEntries(WHEEL_NUMBERS.map((n) => [n.label, wheelFigures(n.label)])),
      'Every spot summed as fractions over the 54 equally likely segments, the 2× and 7× re-spins ' +
        'walked state by state (two counted, later ones re-spin: a geometric series).',
    ),
  }
}
