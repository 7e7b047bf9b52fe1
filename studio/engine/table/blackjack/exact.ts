import { bump, clearDealerCache, dealer, fullShoe, noBlackjack, type Shoe, size } from './dealer-odds'
import { chartMove } from './strategy'

/**
 * Expected return of the stated basic strategy for 6 decks, S17, 3:2, peek, DAS, split to 4 hands,
 * split aces one card each, no surrender, no insurance.
 *
 * Method: every initial deal (two player cards and the up card) weighted by its probability with card
 * removal; each hand played by the chart, every player draw taken from the shoe less all cards seen;
 * the dealer's finishing probabilities computed recursively from the shoe left at the moment the
 * player stands, with the hole card conditioned on no dealer blackjack (the dealer peeked), and each
 * leaf reweighted by the chance of that condition given the player's cards. This is exact for the
 * chart except for splits, which use the standard approximation: every split hand is played from the
 * shoe less the pair and the up card only (not the other split hands' cards), independent of each
 * other, and the number of hands a pair grows into (up to four) follows the chance of drawing a pair
 * card from that shoe.
 */

type Ctx = { up: number; rootNoBj: number }

/**
 * A hand's result as probabilities of its net win per unit of its first bet: index net + 2 for
 * −2 (doubled and lost) … +2 (doubled and won).
 */
type HandDist = Float64Array

/**
 * Weight of a leaf: the chance the dealer has no blackjack given every card seen so far, over that
 * chance at the deal. Paths that make a dealer blackjack likelier count for less (Bayes).
 */
const weight = (shoe: Shoe, ctx: Ctx) => noBlackjack(shoe, ctx.up) / ctx.rootNoBj

/** Standing on `total` with a bet of `units` (1, or 2 after doubling), added into `out` with weight p. */
function stand(shoe: Shoe, total: number, units: number, p: number, ctx: Ctx, out: HandDist): void {
  const d = dealer(shoe, ctx.up)
  const w = p * weight(shoe, ctx)
  let win = d[5] as number
  let lose = 0
  let push = 0
  for (let t = 17; t <= 21; t++) {
    const q = d[t - 17] as number
    if (total > t) win += q
    else if (total < t) lose += q
    else push += q
  }
  bump(out, 2 + units, w * win)
  bump(out, 2, w * push)
  bump(out, 2 - units, w * lose)
}

/** Plays the chart from here without splitting, adding the hand's result distribution into `out`. */
function play(
  shoe: Shoe,
  hard: number,
  ace: boolean,
  cards: number,
  p: number,
  ctx: Ctx,
  out: HandDist,
): void {
  const move = chartMove(hard, ace, undefined, ctx.up, cards === 2, false)
  const total = ace && hard + 10 <= 21 ? hard + 10 : hard
  if (move === 'stand' || total === 21) {
    stand(shoe, total, 1, p, ctx, out)
    return
  }
  const left = size(shoe)
  for (let v = 1; v <= 10; v++) {
    const c = shoe[v - 1] as number
    if (c === 0) continue
    const h = hard + v
    const a = ace || v === 1
    const t = a && h + 10 <= 21 ? h + 10 : h
    shoe[v - 1] = c - 1
    const q = (p * c) / left
    const units = move === 'double' ? 2 : 1
    if (h > 21) bump(out, 2 - units, q * weight(shoe, ctx))
    else if (move === 'double') stand(shoe, t, 2, q, ctx, out)
    else play(shoe, h, a, cards + 1, q, ctx, out)
    shoe[v - 1] = c
  }
}

export const MAX_HANDS = 4

/**
 * How a split pair ends: the chance of each count of hands whose second card was not a pair card (x)
 * and of hands that drew a pair card when no more splits were allowed (y). Each hand draws a pair card
 * with chance q; a pair may grow to `max` hands.
 */
export function splitHandCounts(q: number, max: number): { x: number; y: number; p: number }[] {
  const ends = new Map<string, { x: number; y: number; p: number }>()
  const walk = (pending: number, hands: number, x: number, y: number, p: number) => {
    if (pending === 0) {
      const k = `${x}:${y}`
      const e = ends.get(k) ?? { x, y, p: 0 }
      e.p += p
      ends.set(k, e)
      return
    }
    walk(pending - 1, hands, x + 1, y, p * (1 - q))
    if (hands < max) walk(pending + 1, hands + 1, x, y, p * q)
    else walk(pending - 1, hands, x, y + 1, p * q)
  }
  walk(2, 2, 0, 0, 1)
  return [...ends.values()]
}

const normalised = (d: HandDist) => {
  const sum = d.reduce((a, b) => a + b, 0)
  return d.map((v) => v / sum)
}

/** Round result: probability of each net win per initial stake, and the chance anything comes back. */
type RoundDist = { net: Map<number, number>; hit: number }

function add(into: RoundDist, net: number, p: number) {
  into.net.set(net, (into.net.get(net) ?? 0) + p)
}

/** Adds the hands' sum of nets (independent hands) with weight p, and the chance not all are lost. */
function addHands(into: RoundDist, hands: HandDist[], p: number) {
  let sums = new Map<number, number>([[0, 1]])
  let allLost = 1
  for (const h of hands) {
    const next = new Map<number, number>()
    for (const [n, q] of sums) {
      h.forEach((r, i) => {
        if (r > 0) next.set(n + i - 2, (next.get(n + i - 2) ?? 0) + q * r)
      })
    }
    sums = next
    allLost *= (h[0] as number) + (h[1] as number)
  }
  for (const [n, q] of sums) add(into, n, p * q)
  into.hit += p * (1 - allLost)
}

/** A split pair of `v` (shoe already less the pair and the up card), added into `out` with weight p. */
function split(shoe: Shoe, v: number, p: number, ctx: Ctx, out: RoundDist): void {
  const left = size(shoe)
  if (v === 1) {
    // Split aces take one card each and stand; ace and ten is 21, not blackjack.
    const one = new Float64Array(5)
    for (let c = 1; c <= 10; c++) {
      const n = shoe[c - 1] as number
      if (n === 0) continue
      shoe[c - 1] = n - 1
      stand(shoe, c === 1 ? 12 : 11 + c, 1, n / left, ctx, one)
      shoe[c - 1] = n
    }
    addHands(out, [normalised(one), normalised(one)], p)
    return
  }
  const pairs = shoe[v - 1] as number
  const x = new Float64Array(5)
  for (let c = 1; c <= 10; c++) {
    const n = shoe[c - 1] as number
    if (c === v || n === 0) continue
    shoe[c - 1] = n - 1
    play(shoe, v + c, c === 1, 2, n / (left - pairs), ctx, x)
    shoe[c - 1] = n
  }
  const y = new Float64Array(5)
  shoe[v - 1] = pairs - 1
  play(shoe, 2 * v, false, 2, 1, ctx, y)
  shoe[v - 1] = pairs
  const [nx, ny] = [normalised(x), normalised(y)]
  for (const end of splitHandCounts(pairs / left, MAX_HANDS)) {
    addHands(out, [...Array<HandDist>(end.x).fill(nx), ...Array<HandDist>(end.y).fill(ny)], p * end.p)
  }
}

/** A deal given the two player cards and the up card (shoe already less those three), added into `out`. */
function deal(shoe: Shoe, p1: number, p2: number, up: number, p: number, out: RoundDist): void {
  const noBj = noBlackjack(shoe, up)
  if (p1 + p2 === 11 && (p1 === 1 || p2 === 1)) {
    // A natural pays 3:2 unless the dealer has one too (push).
    add(out, 1.5, p * noBj)
    add(out, 0, p * (1 - noBj))
    out.hit += p
    return
  }
  add(out, -1, p * (1 - noBj))
  const ctx: Ctx = { up, rootNoBj: noBj }
  const ace = p1 === 1 || p2 === 1
  if (chartMove(p1 + p2, ace, p1 === p2 ? p1 : undefined, up, true, true) === 'split') {
    split(shoe, p1, p * noBj, ctx, out)
    return
  }
  const hand = new Float64Array(5)
  play(shoe, p1 + p2, ace, 2, 1, ctx, hand)
  addHands(out, [hand], p * noBj)
}

/**
 * The distribution of one round's net result per initial stake under the stated strategy, over every
 * initial deal weighted with card removal. Takes about two seconds; callers cache the statement.
 */
export function blackjackRound(): RoundDist {
  const shoe = fullShoe()
  const total = size(shoe)
  const out: RoundDist = { net: new Map(), hit: 0 }
  for (let p1 = 1; p1 <= 10; p1++) {
    for (let p2 = 1; p2 <= 10; p2++) {
      for (let up = 1; up <= 10; up++) {
        const c1 = shoe[p1 - 1] as number
        shoe[p1 - 1] = c1 - 1
        const c2 = shoe[p2 - 1] as number
        shoe[p2 - 1] = c2 - 1
        const c3 = shoe[up - 1] as number
        shoe[up - 1] = c3 - 1
        const p = (c1 / total) * (c2 / (total - 1)) * (c3 / (total - 2))
        if (p > 0) deal(shoe, p1, p2, up, p, out)
        shoe[up - 1] = c3
        shoe[p2 - 1] = c2
        shoe[p1 - 1] = c1
      }
    }
  }
  clearDealerCache()
  return out
}
