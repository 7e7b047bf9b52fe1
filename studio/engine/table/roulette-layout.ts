/**
 * The roulette table layout as data: for each wheel, every legal bet of every type as the set of
 * pockets it covers. Validation is membership in these sets and the RTP is computed over them, so a
 * bet the layout does not have can neither be placed nor priced.
 */
export type Wheel = 'european' | 'french' | 'american'

/** The american wheel's double zero, numbered after 36 so every pocket is an index of `rng.int(38)`. */
export const DOUBLE_ZERO = 37

export const POCKETS: Record<Wheel, number> = { european: 37, french: 37, american: 38 }

export const RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
])

/** Winnings per unit stake on a win ("to one"); the stake comes back on top. */
export const PAYS = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  first_four: 8,
  six_line: 5,
  top_line: 6,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
} as const

export type RouletteBetType = keyof typeof PAYS

/** The even-money bets are the ones paying 1 to 1 (red, black, even, odd, low, high): la partage halves them. */
export const EVEN_MONEY: ReadonlySet<RouletteBetType> = new Set(
  (Object.keys(PAYS) as RouletteBetType[]).filter((type) => PAYS[type] === 1),
)

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const ONE_TO_36 = range(1, 36)
const ROWS = range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3])

function insideBets(wheel: Wheel): Partial<Record<RouletteBetType, number[][]>> {
  const splits: number[][] = []
  for (const n of ONE_TO_36) {
    if (n % 3 !== 0) splits.push([n, n + 1])
    if (n <= 33) splits.push([n, n + 3])
  }
  const corners: number[][] = []
  for (const n of range(1, 32)) if (n % 3 !== 0) corners.push([n, n + 1, n + 3, n + 4])
  const sixLines = range(0, 10).map((r) => [...(ROWS[r] ?? []), ...(ROWS[r + 1] ?? [])])
  if (wheel === 'american') {
    // 0 borders 1 and 2, 00 borders 2 and 3, and the two zeros border each other.
    splits.push([0, 1], [0, 2], [DOUBLE_ZERO, 2], [DOUBLE_ZERO, 3], [0, DOUBLE_ZERO])
    return { split: splits, corner: corners, six_line: sixLines, top_line: [[0, DOUBLE_ZERO, 1, 2, 3]] }
  }
  splits.push([0, 1], [0, 2], [0, 3])
  return {
    split: splits,
    corner: corners,
    six_line: sixLines,
    trio: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    first_four: [[0, 1, 2, 3]],
  }
}

/** Every legal bet per type on this wheel, each as its covered pockets; a type the wheel lacks is absent. */
export function layout(wheel: Wheel): Partial<Record<RouletteBetType, number[][]>> {
  const zeros = wheel === 'american' ? [0, DOUBLE_ZERO] : [0]
  return {
    straight: [...zeros, ...ONE_TO_36].map((n) => [n]),
    street: ROWS,
    ...insideBets(wheel),
    column: [0, 1, 2].map((c) => ONE_TO_36.filter((n) => (n - 1) % 3 === c)),
    dozen: [0, 1, 2].map((d) => range(12 * d + 1, 12 * d + 12)),
    red: [ONE_TO_36.filter((n) => RED.has(n))],
    black: [ONE_TO_36.filter((n) => !RED.has(n))],
    even: [ONE_TO_36.filter((n) => n % 2 === 0)],
    odd: [ONE_TO_36.filter((n) => n % 2 === 1)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  }
}
