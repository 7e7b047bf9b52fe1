import { type ReactNode, useEffect } from 'react'
import { Link } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { formatKr } from '../../lib/money.ts'
import { LIVE_TABLES_POLL_MS, loadLiveTables, useLive } from '../../stores/live.ts'
import { daLive } from '../../text/live.ts'
import { resultText } from './result-text.ts'
import './live.css'

/**
 * /spil/live-…/money: the live table's facts from the studio (limits, players at the table, last
 * results), read again every few seconds, beside the game frame where the shared rounds run.
 */
export function LiveTablePage({ game, frame }: { game: Game; frame: ReactNode }) {
  const live = useLive()
  useEffect(() => {
    void loadLiveTables()
    const timer = setInterval(() => void loadLiveTables(), LIVE_TABLES_POLL_MS)
    return () => clearInterval(timer)
  }, [])
  const table = live.tables[game.game_id]
  return (
    <div className="game-page live-table">
      <h1 className="game-page__title">{game.name}</h1>
      <div className="live-table__body">
        {frame}
        <aside className="live-table__facts" aria-label={game.name}>
          <dl className="game-info__facts">
            <div>
              <dt>{daLive.type}</dt>
              <dd>{table ? daLive.kinds[table.kind] : game.subcat}</dd>
            </div>
            <div>
              <dt>{daLive.limits}</dt>
              <dd data-testid="live-limits">
                {table
                  ? daLive.limitsValue(formatKr(table.limits.min / 100), formatKr(table.limits.max / 100))
                  : '–'}
              </dd>
            </div>
            <div>
              <dt>{daLive.watching}</dt>
              <dd data-testid="live-viewers">{table ? table.viewers : '–'}</dd>
            </div>
            <div>
              <dt>{daLive.status}</dt>
              <dd>{table ? (table.running ? daLive.open : daLive.idle) : '–'}</dd>
            </div>
          </dl>
          <h2>{daLive.lastResults}</h2>
          {table && table.lastResults.length > 0 ? (
            <ol className="live-table__results">
              {table.lastResults.map((r) => {
                const { text, tone } = resultText(table.kind, r.reveal, r.no)
                return (
                  <li key={r.roundId} className={tone ? `live-result live-result--${tone}` : 'live-result'}>
                    {text}
                  </li>
                )
              })}
            </ol>
          ) : (
            <p>{live.failed ? daLive.unavailable : daLive.noResults}</p>
          )}
          <p>{game.info}</p>
          <Link className="btn" href="/live-casino/all">
            {daLive.back}
          </Link>
        </aside>
      </div>
    </div>
  )
}
