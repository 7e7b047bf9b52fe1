/**
 * A poker hand evaluator for 5 to 7 cards: the best five-card hand as one comparable number,
 * category × 2^20 + five tie-break ranks of 4 bits each (highest first). Cards are ids 0–51 as in every
 * studio card game: rank id % 13 (0 the ace), suit ⌊id / 13⌋.
 */
const HAND_NAMES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const
export type HandName = (typeof HAND_NAMES)[number] | 'royal-flush'

/** Rank 2–14 (the ace high). */
export const rankOf = (card: number) => {
  const r = card % 13
  return r === 0 ? 14 : r + 1
}
export const suitOf = (card: number) => Math.floor(card / 13)

const counts = new Uint8Array(15)
const suitMasks = new Uint16Array(4)
const suitCounts = new Uint8Array(4)

/** The top rank of the best straight in a rank bit mask (bit r = rank r; the ace also counts as 1), or 0. */
function straightTop(mask: number): number {
  const m = mask & (1 << 14) ? mask | 2 : mask
  for (let top = 14; top >= 5; top--) if (((m >> (top - 4)) & 0x1f) === 0x1f) return top
  return 0
}

/**
 * The tie-break: the leading ranks `lead` (already packed, `leadCount` nibbles) then the highest `n`
 * ranks of `mask`, padded to five nibbles so the first always sits at 2^16.
 */
function tie(lead: number, leadCount: number, mask: number, n: number): number {
  let out = lead
  let left = n
  for (let r = 14; r >= 2 && left > 0; r--) {
    if (mask & (1 << r)) {
      out = out * 16 + r
      left--
    }
  }
  for (let k = leadCount + n - left; k < 5; k++) out *= 16
  return out
}

const score = (category: number, t: number) => category * 0x100000 + t

export function evaluate(cards: readonly number[]): number {
  counts.fill(0)
  suitMasks.fill(0)
  suitCounts.fill(0)
  let mask = 0
  for (const c of cards) {
    const r = rankOf(c)
    const s = suitOf(c)
    counts[r] = (counts[r] as number) + 1
    suitMasks[s] = (suitMasks[s] as number) | (1 << r)
    suitCounts[s] = (suitCounts[s] as number) + 1
    mask |= 1 << r
  }
  let flushSuit = -1
  for (let s = 0; s < 4; s++) if ((suitCounts[s] as number) >= 5) flushSuit = s
  if (flushSuit >= 0) {
    const sf = straightTop(suitMasks[flushSuit] as number)
    if (sf) return score(8, tie(sf, 1, 0, 0))
  }
  let quad = 0
  let trip = 0
  let trip2 = 0
  let pair = 0
  let pair2 = 0
  for (let r = 14; r >= 2; r--) {
    const n = counts[r] as number
    if (n === 4 && !quad) quad = r
    else if (n === 3) {
      if (!trip) trip = r
      else if (!trip2) trip2 = r
    } else if (n === 2) {
      if (!pair) pair = r
      else if (!pair2) pair2 = r
    }
  }
  if (quad) return score(7, tie(quad, 1, mask & ~(1 << quad), 1))
  if (trip && (pair || trip2)) return score(6, tie(trip * 16 + Math.max(pair, trip2), 2, 0, 0))
  if (flushSuit >= 0) return score(5, tie(0, 0, suitMasks[flushSuit] as number, 5))
  const st = straightTop(mask)
  if (st) return score(4, tie(st, 1, 0, 0))
  if (trip) return score(3, tie(trip, 1, mask & ~(1 << trip), 2))
  if (pair && pair2) return score(2, tie(pair * 16 + pair2, 2, mask & ~(1 << pair) & ~(1 << pair2), 1))
  if (pair) return score(1, tie(pair, 1, mask & ~(1 << pair), 3))
  return score(0, tie(0, 0, mask, 5))
}

export const categoryOf = (s: number) => Math.floor(s / 0x100000)

/** The first tie-break rank: the straight's top, the pair's rank, the high card. */
export const leadRankOf = (s: number) => Math.floor((s % 0x100000) / 0x10000)

export function handName(s: number): HandName {
  const cat = categoryOf(s)
  if (cat === 8 && leadRankOf(s) === 14) return 'royal-flush'
  return HAND_NAMES[cat] as HandName
}
