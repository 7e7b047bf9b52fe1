/**
 * The stake selector's rules on the game's ladder (øre, ascending, sent by the session answer). The
 * server refuses anything else; these only keep the selector from offering a stake it would refuse.
 */

/** Stakes a bet type can take: blackjack pays 3:2 (even øre), banker 0.95:1 (multiples of 20 øre). */
export type StakeRule = 'any' | 'even' | 'twenty'

export function stakesFor(ladder: readonly number[], rule: StakeRule): number[] {
  const ok = (s: number) => (rule === 'even' ? s % 2 === 0 : rule === 'twenty' ? s % 20 === 0 : true)
  return ladder.filter((s) => Number.isSafeInteger(s) && s > 0 && ok(s)).sort((a, b) => a - b)
}

/** The stake one step up or down from `current`; stays at the ends. An off-ladder stake moves to its neighbour. */
export function stepStake(ladder: readonly number[], current: number, dir: 1 | -1): number {
  const at = ladder.indexOf(current)
  if (at >= 0) return ladder[Math.min(Math.max(at + dir, 0), ladder.length - 1)] as number
  const next = dir === 1 ? ladder.find((s) => s > current) : ladder.findLast((s) => s < current)
  return next ?? (dir === 1 ? (ladder.at(-1) ?? current) : (ladder[0] ?? current))
}

/** The stake to start on: the last one the player chose if it is still on the ladder, else the lowest. */
export function initialStake(ladder: readonly number[], remembered: number | null): number | null {
  if (remembered !== null && ladder.includes(remembered)) return remembered
  return ladder[0] ?? null
}

/** Whether the balance covers a round's cost; autoplay stops before a spin it cannot pay. */
export const affordable = (balance: number, cost: number): boolean => cost > 0 && balance >= cost
