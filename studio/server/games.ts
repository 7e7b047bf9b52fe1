import type { GameDescription, GameKind, SlotDescription } from '../../contract/studio.ts'
import { type GameMath, mathFor } from '../engine/catalogue.ts'
import { CATALOGUE_GAMES } from '../engine/catalogue-index.ts'
import { declaredOf } from '../engine/declared.ts'
import { jackpotStatement } from '../engine/jackpot.ts'
import { slotModel } from '../engine/models/index.ts'
import { type BonusWheel, LINES_5X3 } from '../engine/slots/model.ts'
import { stakeLadder } from '../engine/stakes.ts'
import { TABLE_MODELS } from '../engine/table/index.ts'

/**
 * The studio's own list of the games it runs: its committed game list (studio/engine/catalogue-games.json,
 * the casino's catalogue as the studio took it on; the studio tests compare the two), with each game's
 * math. The studio never reads the casino's `games` table nor imports its code.
 */
export type StudioGame = {
  gameId: string
  name: string
  theme: string
  minStake: number
  platform: 'all' | 'desktop' | 'mobile'
  onlyForMoney: boolean
  kind: GameKind
  math: GameMath
}

let index: Map<string, StudioGame> | null = null

function kindOf(math: GameMath): GameKind {
  if (math.kind === 'slot') return 'slot'
  const model = TABLE_MODELS[math.model]
  if (!model) throw new Error(`no table model ${math.model}`)
  return model.game
}

export function studioGames(): ReadonlyMap<string, StudioGame> {
  if (!index) {
    index = new Map()
    for (const g of CATALOGUE_GAMES) {
      const math = mathFor(g)
      if (!math) continue
      index.set(g.game_id, {
        gameId: g.game_id,
        name: g.name,
        theme: g.theme,
        minStake: g.min_stake_ore,
        platform: g.platform,
        onlyForMoney: g.only_for_money,
        kind: kindOf(math),
        math,
      })
    }
  }
  return index
}

export const studioGame = (gameId: string) => studioGames().get(gameId)

export const jackpotGames = () =>
  [...studioGames().values()].filter((g) => g.math.kind === 'slot' && g.math.jackpot)

export const ladderOf = (g: StudioGame) => stakeLadder(g.minStake)

function slotDescription(math: Extract<GameMath, { kind: 'slot' }>): SlotDescription {
  const m = slotModel(math.model)
  if (!m) throw new Error(`unknown slot model ${math.model}`)
  const lines = m.evaluation.kind === 'lines' ? LINES_5X3.slice(0, m.evaluation.lines) : null
  return {
    model: m.id,
    reels: m.strips.length,
    rows: m.rows,
    heights: m.heights ?? null,
    symbols: [...m.symbols],
    pays: m.pays.map((p) => [...p]),
    scatterPays: m.scatterPays ? [...m.scatterPays] : null,
    lines: lines ? lines.map((l) => [...l]) : null,
    bothways: m.evaluation.kind === 'lines' && m.evaluation.bothways,
    features: [...m.features, ...(math.purchase ? ['purchase'] : [])],
    buyPrice: math.purchase && m.buy ? m.buy.price : null,
    jackpot: math.jackpot
      ? { contribution: jackpotStatement(math.jackpot).contribution, hitChance: 1 / math.jackpot.oddsBase }
      : null,
    wheel: m.bonus ? wheelPrizes(m.bonus) : null,
  }
}

/** The rules page states every wheel prize with its chance, from the same weights the engine draws by. */
function wheelPrizes(w: BonusWheel): { coins: number; chance: number }[] {
  const total = w.weights.reduce((a, b) => a + b, 0)
  return w.prizes.map((coins, i) => ({ coins, chance: (w.weights[i] ?? 0) / total }))
}

export function describeGame(g: StudioGame): GameDescription {
  return {
    gameId: g.gameId,
    kind: g.kind,
    name: g.name,
    theme: g.theme,
    stakes: [...ladderOf(g)],
    slot: g.math.kind === 'slot' ? slotDescription(g.math) : null,
    statement: declaredOf(g.math).statement,
  }
}
