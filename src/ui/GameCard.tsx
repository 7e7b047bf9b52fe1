// The browser's navigate, not useLocation's: a card does not follow the address, and a location
// subscription in each of a list's cards is work in the first render a phone waits on.
import { navigate } from 'wouter/use-browser-location'
import type { CardGame, Game } from '../../contract/games.ts'
import { formatKr } from '../lib/money.ts'
import { da } from '../text/da.ts'
import { cardSizes, sizedSrcSet } from './image-sizes.ts'

type Props = { game: CardGame & Partial<Pick<Game, 'jackpot_amount'>>; large?: boolean; eager?: boolean }

/**
 * One game: its art and name, linking to the game page in fun mode, and its info button, which
 * opens the game popup at /spil/info/{id} (SPEC.md section 4, Game cards).
 */
export function GameCard({ game, large = false, eager = false }: Props) {
  return (
    <div className={large ? 'card card--large' : 'card'}>
      <a className="card__link" href={`/spil/${game.game_id}/fun`}>
        <img
          src={large ? game.images.svg : game.images.thumb}
          srcSet={sizedSrcSet(large ? game.images.svg : game.images.thumb)}
          sizes={cardSizes(large)}
          alt=""
          width={large ? 320 : 240}
          height={large ? 240 : 180}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
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
      >
        i
      </button>
    </div>
  )
}
