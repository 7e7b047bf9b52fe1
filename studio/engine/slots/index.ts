import type { GameMath } from '../catalogue.ts'
import { EngineError } from '../errors.ts'
import { drawJackpot, type JackpotTerms } from '../jackpot.ts'
import { slotModel } from '../models/index.ts'
import type { Rng } from '../rng.ts'
import { assertStake, stakeLadder } from '../stakes.ts'
import { machineOf } from './machine.ts'
import { COINS_PER_STAKE, type SlotModel } from './model.ts'
import { Recorder, type SlotOutcome } from './outcome.ts'
import { playRound } from './play.ts'

/** A catalogue slot as the engine runs it: its model, its stake ladder, its bonus buy and jackpot. */
export type SlotGame = {
  model: SlotModel
  ladder: readonly number[]
  purchase: boolean
  jackpot: JackpotTerms | null
}

export function slotGame(math: GameMath, minStakeOre: number): SlotGame {
  if (math.kind !== 'slot') throw new EngineError('BAD_BET', `${math.gameId} is not a slot`)
  const model = slotModel(math.model)
  if (!model) throw new EngineError('BAD_BET', `unknown slot model ${math.model}`)
  // A win of c coins is c × stake / 10 øre: whole øre only when every stake is a multiple of 10 øre.
  if (minStakeOre % COINS_PER_STAKE !== 0) {
    throw new EngineError('BAD_STAKE', `minimum stake ${minStakeOre} øre is not a multiple of 10 øre`)
  }
  return { model, ladder: stakeLadder(minStakeOre), purchase: math.purchase, jackpot: math.jackpot }
}

/**
 * Plays one paid round. Refused input (a stake off the ladder, not a positive whole number of øre, a
 * bonus buy the game does not sell) throws `EngineError` before any draw, so it never yields an
 * outcome. Nothing but the Rng decides the result: there is no balance or history parameter.
 */
export function spin(
  game: SlotGame,
  stake: number,
  rng: Rng,
  options: { purchase?: boolean } = {},
): SlotOutcome {
  assertStake(stake, game.ladder)
  const purchase = options.purchase === true
  if (purchase && !(game.purchase && game.model.buy)) {
    throw new EngineError('BAD_BET', `${game.model.id}: this game does not sell its bonus`)
  }
  const price = purchase && game.model.buy ? game.model.buy.price : 1
  // Prices have one decimal and stakes are whole tens of øre, so the cost is whole øre.
  const cost = (Math.round(price * 10) * stake) / 10
  const rec = new Recorder()
  const totalCoins = playRound(machineOf(game.model), rng, rec, purchase)
  // The chance grows with what the round stakes (a bought bonus its price): the same per krone.
  const jackpot = game.jackpot !== null && drawJackpot(rng, cost, game.jackpot)
  return {
    model: game.model.id,
    stake,
    cost,
    purchase,
    spins: rec.spins,
    totalCoins,
    win: (totalCoins * stake) / COINS_PER_STAKE,
    jackpot,
  }
}
