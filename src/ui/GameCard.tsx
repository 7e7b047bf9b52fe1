// The browser's navigate, not useLocation's: a card does not follow the address, and a location
// subscription in each of a list's cards is work in the first render a phone waits on.
import { navigate } from 'wouter/use-browser-location'
import type { CardGame, Game } from '../../contract/games.ts'
import { formatKr } from '../lib/money.ts'
import { da } from '../text/da.ts'
import { FavouriteHeart } from './FavouriteHeart.tsx'
import { GameImage } from './GameImage.tsx'
import { paintedButton, useHydrated } from './hydrated.ts'
import { followInApp } from './in-app-link.ts'

type Props = {
  game: CardGame & Partial<Pick<Game, 'jackpot_amount'>>
  large?: boolean
  eager?: boolean
  /** The favourite heart on the card (the home rows; a grid puts its own beside the card). */
  heart?: boolean
}

/**
 * One game: its art and name, linking to the game page in fun mode, and its info button, which
 * opens the game popup at /spil/info/{id} (SPEC.md section 4, Game cards).
 */
export function GameCard({ game, large = false, eager = false, heart = false }: Props) {
  const hydrated = useHydrated()
  return (
    <div className={large ? 'card card--large' : 'card'}>
      <a className="card__link" href={`/spil/${game.game_id}/fun`} onClick={followInApp}>
        <GameImage images={game.images} large={large} eager={eager} />
        <span className="card__name">{game.name}</span>
        {/* A jackpot game shows its live pool (issue 12: the lobby's amount is the studio's pool). */}
        {typeof game.jackpot_amount === 'number' && (
          <span className="card__jackpot">{formatKr(game.jackpot_amount)}</span>
        )}
      </a>
      <button
        type="button"
        className="card__info"
        aria-label={da.game.info(game.name)}
        onClick={() => navigate(`/spil/info/${game.game_id}`)}
        {...paintedButton(hydrated)}
      >
        i
      </button>
      {/* Not in the server's page: it has no use before the app takes over, and the home page's
          server render must stay under React's outlining size (src/entry-server.tsx). */}
      {heart && hydrated && <FavouriteHeart game={game} />}
    </div>
  )
}
