import type { ModelStatement } from '../statement'
import { baccaratFigures } from './baccarat'
import { blackjackStatement } from './blackjack/statement'
import { type BetFigures, figures } from './distribution'
import { redDogOutcomes } from './red-dog'
import { betFigures, type Wheel } from './roulette'
import { sicboFigures } from './sicbo'

/**
 * Every table model and its statement. A table game's declared RTP is that of its best main bet: the
 * highest RTP on the layout, and among equal RTPs the bet with the largest win (so european roulette
 * declares the straight up, french the even-money bets under la partage). `bets` lists every bet.
 */
type TableGame = 'roulette' | 'blackjack' | 'baccarat' | 'sicbo' | 'red-dog'

export type TableModel = {
  game: TableGame
  /** The bet whose figures the statement carries. */
  declaredBet: string
  readonly statement: ModelStatement
}

const SAME = 1e-12

function declared(all: Record<string, BetFigures>): [string, BetFigures] {
  const entries = Object.entries(all)
  entries.sort(([, a], [, b]) =>
    Math.abs(b.rtp - a.rtp) > SAME ? b.rtp - a.rtp : b.maxWin.multiplier - a.maxWin.multiplier,
  )
  const best = entries[0]
  if (!best) throw new Error('a table model needs at least one bet')
  return best
}

function statementOf(
  model: string,
  all: Record<string, BetFigures>,
  how: string,
): { bet: string; s: ModelStatement } {
  const [bet, f] = declared(all)
  const bets = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.rtp]))
  return { bet, s: { model, ...f, method: { kind: 'exact', how: `${how} Declared bet: ${bet}.` }, bets } }
}

/** A model whose statement is computed on first read and kept. */
function lazy(game: TableGame, compute: () => { bet: string; s: ModelStatement }): TableModel {
  let done: { bet: string; s: ModelStatement } | undefined
  const get = () => {
    done ??= compute()
    return done
  }
  return {
    game,
    get declaredBet() {
      return get().bet
    },
    get statement() {
      return get().s
    },
  }
}

const roulette = (model: string, wheel: Wheel, pockets: number) =>
  lazy('roulette', () =>
    statementOf(
      model,
      betFigures(wheel) as Record<string, BetFigures>,
      `Every bet settled against each of the ${pockets} equally likely pockets of the ${wheel} layout.`,
    ),
  )

export const TABLE_MODELS: Record<string, TableModel> = {
  'roulette-eu': roulette('roulette-eu', 'european', 37),
  'roulette-fr': roulette('roulette-fr', 'french', 37),
  'roulette-us': roulette('roulette-us', 'american', 38),
  'blackjack-6d': lazy('blackjack', () => ({ bet: 'main', s: blackjackStatement() })),
  'baccarat-8d': lazy('baccarat', () =>
    statementOf(
      'baccarat-8d',
      baccaratFigures(),
      'Every card sequence of a coup enumerated over the 8-deck composition with removal, third-card tableau applied.',
    ),
  ),
  sicbo: lazy('sicbo', () =>
    statementOf('sicbo', sicboFigures(), 'Every bet settled against each of the 216 equally likely rolls.'),
  ),
  'red-dog-8d': lazy('red-dog', () =>
    statementOf(
      'red-dog-8d',
      { main: figures(redDogOutcomes().map(({ net, p }) => ({ ret: 1 + net, p }))) },
      'Every pair of first ranks and the third card enumerated over the 8-deck composition with removal; ' +
        'raise on a spread of 7 or more; figures per initial stake (a raise counts against the player).',
    ),
  ),
}
