import type { CardGame } from '../../contract/games.ts'
import type { GridType } from '../lib/constants.ts'
import { dynamicCell } from '../lib/grid.ts'
import { FavouriteHeart } from './FavouriteHeart.tsx'
import { GameCard } from './GameCard.tsx'

/** The game grid in its three types (SPEC.md section 9: dynamic, normal, small). */
export function GameGrid({
  games,
  grid,
  dimmed,
}: {
  games: readonly CardGame[]
  grid: GridType
  /** Games shown greyed out (multi-screen search: already chosen or not combinable). */
  dimmed?: (game: CardGame) => boolean
}) {
  return (
    <ul className={`grid grid--${grid}`} data-grid={grid}>
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
