import type { SlotModel } from '../slots/model.ts'
import { cascade } from './cascade.ts'
import { classic } from './classic.ts'
import { megaways } from './megaways.ts'
import { waysBonus } from './ways-bonus.ts'
import { wildRespin } from './wild-respin.ts'

/**
 * The slot library: five families (one per way of paying and feature set) in the three volatility
 * classes, each with its RTP variants (blank count on reel 1). Tens of models, shared by the catalogue's
 * hundreds of games.
 */
export const SLOT_MODELS: readonly SlotModel[] = [
  classic('lowfreq', 0),
  classic('midfreq', 0),
  classic('hifreq', 0),
  wildRespin('lowfreq', 4),
  wildRespin('midfreq', 2),
  wildRespin('hifreq', 4),
  waysBonus('lowfreq', 0),
  waysBonus('midfreq', 1),
  waysBonus('hifreq', 1),
  megaways('lowfreq', 20),
  megaways('lowfreq', 22),
  megaways('midfreq', 15),
  megaways('midfreq', 18),
  megaways('hifreq', 10),
  megaways('hifreq', 13),
  cascade('lowfreq', 2),
  cascade('midfreq', 6),
  cascade('hifreq', 10),
]

const BY_ID = new Map(SLOT_MODELS.map((m) => [m.id, m]))

export function slotModel(id: string): SlotModel | undefined {
  return BY_ID.get(id)
}
