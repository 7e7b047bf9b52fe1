import { GAMES_PER_PAGE, type GridType } from './constants.ts'

export type CardSize = 'large' | 'normal'

/** Dynamic grid (SPEC.md section 9): the 1st and 10th of every 14 are large; items 10 to 13 float right. */
export function dynamicCell(index: number): { size: CardSize; floatRight: boolean } {
  const pos = (index % 14) + 1
  return { size: pos === 1 || pos === 10 ? 'large' : 'normal', floatRight: pos >= 10 && pos <= 13 }
}

/** Games per page iteration: 14 dynamic, 30 small, otherwise 20 on desktop and 10 on mobile. */
export function pageSize(grid: GridType, mobile: boolean): number {
  if (grid === 'dynamic') return GAMES_PER_PAGE.dynamic
  if (grid === 'small') return GAMES_PER_PAGE.small
  return mobile ? GAMES_PER_PAGE.mobile : GAMES_PER_PAGE.desktop
}
