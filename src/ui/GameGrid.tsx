import type { CardGame } from '../../contract/games.ts'
import type { GridType } from '../lib/constants.ts'
import { dynamicCell } from '../lib/grid.ts'
import { FavouriteHeart } from './FavouriteHeart.tsx'
import { GameCard } from './GameCard.tsx'

/** How many skeleton tiles stand in for a list still loading: two rows at most widths. */
const SKELETONS = 12

/**
 * The game grid in its three types (SPEC.md section 9: dynamic, normal, small). While its list loads
 * (`loading` with no games yet) it shows skeleton tiles, so the page has its shape from the start.
 */
export function GameGrid({
  games,
  grid,
  dimmed,
  loading = false,
}: {
  games: readonly CardGame[]
  grid: GridType
  /** Games shown greyed out (multi-screen search: already chosen or not combinable). */
  dimmed?: (game: CardGame) => boolean
  loading?: boolean
}) {
  const waiting = loading && games.length === 0
  return (
    <ul className={`grid grid--${grid}`} data-grid={grid} aria-busy={waiting || undefined}>
      {waiting &&
        Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are all alike and never move
          <li key={i} className="grid__item grid__item--skeleton" aria-hidden="true">
            <span className="card__skeleton" />
          </li>
        ))}
      {games.map((g, i) => {
        const cell = grid === 'dynamic' ? dynamicCell(i) : { size: 'normal', floatRight: false }
        const cls = `grid__item${cell.size === 'large' ? ' grid__item--large' : ''}${cell.floatRight ? ' grid__item--right' : ''}`
        return (
          <li key={g.id} className={`${cls}${dimmed?.(g) ? ' grid__item--dimmed' : ''}`}>
            <GameCard game={g} large={cell.size === 'large'} eager={i < 4} />
            <FavouriteHeart game={g} />
          </li>
        )
      })}
    </ul>
  )
}
