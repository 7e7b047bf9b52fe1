import { Link } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { formatKr } from '../../lib/money.ts'
import { da } from '../../text/da.ts'

const t = da.game

/** A live table until the live issue lands: its details and a plain "opens soon", never a blank page. */
export function LiveSoon({ game }: { game: Game }) {
  return (
    <div className="game-page live-soon">
      <h1>{game.name}</h1>
      <div className="live-soon__body">
        <img src={game.images.svg} alt="" width={400} height={300} />
        <div>
          <h2>{t.liveSoon.title}</h2>
          <p>{t.liveSoon.text}</p>
          <dl className="game-info__facts">
            <div>
              <dt>{t.liveSoon.table}</dt>
              <dd>{game.name}</dd>
            </div>
            <div>
              <dt>{t.liveSoon.type}</dt>
              <dd>{(game.subcat && t.liveTypes[game.subcat]) ?? game.subcat}</dd>
            </div>
            <div>
              <dt>{t.provider}</dt>
              <dd>{game.subprovider}</dd>
            </div>
            <div>
              <dt>{t.minStake}</dt>
              <dd>{formatKr(game.min_stake)}</dd>
            </div>
          </dl>
          <p>{game.info}</p>
          <Link className="btn" href="/live-casino/all">
            {t.liveSoon.back}
          </Link>
        </div>
      </div>
    </div>
  )
}
