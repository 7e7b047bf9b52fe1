import type { Game } from '../../contract/games.ts'
import { toggleFavourite, useFavourites } from '../stores/favourites.ts'
import { checkLogin, sessionStore } from '../stores/session.ts'
import { da } from '../text/da.ts'
import { paintedButton, useHydrated } from './hydrated.ts'

const t = da.content.favourites

// A heart pressed before the page's first session check has answered must not tell a logged-in
// player to log in: it waits for that answer (as a money game opened directly does).
async function press(game: Pick<Game, 'game_id'>) {
  if (!sessionStore.checked) await checkLogin()
  await toggleFavourite(sessionStore.user?.id ?? null, game)
}

/** The heart on a game card: add or remove a favourite; a visitor is told to log in (SPEC.md section 6). */
export function FavouriteHeart({ game }: { game: Pick<Game, 'game_id' | 'name'> }) {
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
      onClick={() => void press(game)}
      {...paintedButton(hydrated)}
    >
      {on ? '♥' : '♡'}
    </button>
  )
}
