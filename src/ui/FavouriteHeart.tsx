import type { Game } from '../../contract/games.ts'
import { toggleFavourite, useFavourites } from '../stores/favourites.ts'
import { useSession } from '../stores/session.ts'
import { da } from '../text/da.ts'
import { paintedButton, useHydrated } from './hydrated.ts'

const t = da.content.favourites

/** The heart on a game card: add or remove a favourite; a visitor is told to log in (SPEC.md section 6). */
export function FavouriteHeart({ game }: { game: Pick<Game, 'game_id' | 'name'> }) {
  const { user } = useSession()
  const { favourites } = useFavourites()
  const on = favourites.some((g) => g.game_id === game.game_id)
  // Sent by the server on the list pages: no handler until hydrated, so disabled until then.
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      className="heart"
      aria-pressed={on}
      aria-label={on ? t.remove(game.name) : t.add(game.name)}
      onClick={() => void toggleFavourite(user?.id ?? null, game)}
      {...paintedButton(hydrated)}
    >
      {on ? '♥' : '♡'}
    </button>
  )
}
