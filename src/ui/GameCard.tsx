import type { CardGame } from '../../contract/games.ts'

type Props = { game: CardGame; large?: boolean; eager?: boolean }

/** One game: its art and name, linking to the game page in fun mode. */
export function GameCard({ game, large = false, eager = false }: Props) {
  return (
    <a className={large ? 'card card--large' : 'card'} href={`/spil/${game.game_id}/fun`}>
      <img
        src={large ? game.images.svg : game.images.thumb}
        alt=""
        width={large ? 320 : 240}
        height={large ? 240 : 180}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <span className="card__name">{game.name}</span>
    </a>
  )
}
