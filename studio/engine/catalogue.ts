import type { FEATURES, LIVE_SUBCATS } from '../../contract/games.ts'
import { JACKPOT, type JackpotTerms } from './jackpot.ts'
import { SLOT_MODELS, slotModel } from './models/index.ts'
import type { SlotModel } from './slots/model.ts'

/** The table models of the catalogue's table games (`studio/engine/table/`). */
const TABLE_MODEL_IDS = [
  'roulette-eu',
  'roulette-fr',
  'roulette-us',
  'blackjack-6d',
  'baccarat-8d',
  'sicbo',
  'red-dog-8d',
] as const
export type TableModelId = (typeof TABLE_MODEL_IDS)[number]

/** The ten table games of the catalogue, by name, with their subcategory and model. */
export const TABLE_GAMES: readonly {
  name: string
  subcat: (typeof LIVE_SUBCATS)[number]
  model: TableModelId
}[] = [
  { name: 'Europæisk Roulette', subcat: 'roulette', model: 'roulette-eu' },
  { name: 'Fransk Roulette', subcat: 'roulette', model: 'roulette-fr' },
  { name: 'Amerikansk Roulette', subcat: 'roulette', model: 'roulette-us' },
  { name: 'Classic Blackjack', subcat: 'blackjack', model: 'blackjack-6d' },
  { name: 'Multihand Blackjack', subcat: 'blackjack', model: 'blackjack-6d' },
  { name: 'Punto Banco', subcat: 'baccarat', model: 'baccarat-8d' },
  { name: 'Mini Baccarat', subcat: 'baccarat', model: 'baccarat-8d' },
  { name: 'Red Dog Kort', subcat: 'poker', model: 'red-dog-8d' },
  { name: 'Sic Bo Bord', subcat: 'andet', model: 'sicbo' },
  { name: 'Dansk Roulette', subcat: 'roulette', model: 'roulette-eu' },
]

/** Which math runs a game: its model, whether it sells the bonus, and its jackpot terms. */
export type GameMath =
  | { gameId: string; kind: 'slot'; model: string; purchase: boolean; jackpot: JackpotTerms | null }
  | { gameId: string; kind: 'table'; model: TableModelId }

/** What the mapping reads of a catalogue game. */
export type CatalogueGame = { game_id: string; name: string; category: string }

/** FNV-1a: a stable 32-bit hash, so a game keeps its model on every machine and every seed run. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/**
 * Names that promise a mechanic, and the feature of the models that play it: 'Detektiv Megaways' must
 * be a megaways game, not a 20-line one. 'Hold & Win' is the library's hold-and-respin family
 * (expanding wilds held while the other reels respin); 'Spins' the free-spins family.
 */
const MECHANIC_NAMES: readonly { word: RegExp; feature: SlotModel['features'][number] }[] = [
  { word: /\bMegaways\b/, feature: 'megaways' },
  { word: /\bHold & Win\b/, feature: 'respin' },
  { word: /\bSpins\b/, feature: 'freespins' },
]

/** The models a game may be dealt: those of the mechanic its name promises, else the whole library. */
function modelsForName(name: string): readonly SlotModel[] {
  const promised = MECHANIC_NAMES.find((m) => m.word.test(name))
  if (!promised) return SLOT_MODELS
  const models = SLOT_MODELS.filter((m) => m.features.includes(promised.feature))
  if (models.length === 0) throw new Error(`no slot model plays ${promised.feature}`)
  return models
}

/**
 * The game's math, a pure function of its catalogue entry: table games by name; slots and jackpot
 * slots by a hash of their game id over the library, or over the models of the mechanic their name
 * promises (each model has a fair share); live tables have
 * none yet (a later issue builds them). Throws for a table game the studio does not run.
 */
export function mathFor(game: CatalogueGame): GameMath | null {
  if (game.category === 'liveint') return null
  if (game.category === 'table') {
    const t = TABLE_GAMES.find((g) => g.name === game.name)
    if (!t) throw new Error(`no table model for ${game.name}`)
    return { gameId: game.game_id, kind: 'table', model: t.model }
  }
  const h = fnv1a(game.game_id)
  const library = modelsForName(game.name)
  const model = library[h % library.length]
  if (!model) throw new Error('the slot library is empty')
  return {
    gameId: game.game_id,
    kind: 'slot',
    model: model.id,
    // About half of the games whose model has a bonus buy sell it.
    purchase: model.buy !== undefined && ((h >>> 16) & 1) === 1,
    jackpot: game.category === 'jackpots' ? JACKPOT : null,
  }
}

/** The catalogue's features for a slot game: its model's, plus `purchase` when the game sells it. */
export function featuresOf(math: GameMath): (typeof FEATURES)[number][] {
  if (math.kind !== 'slot') return []
  const model = slotModel(math.model)
  if (!model) throw new Error(`unknown slot model ${math.model}`)
  return [...model.features, ...(math.purchase ? (['purchase'] as const) : [])]
}
