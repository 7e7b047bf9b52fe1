import { useEffect } from 'react'
import { Link } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { type LIVE_CATEGORIES, LIVE_COUNTERS } from '../../lib/constants.ts'
import { loadCounts, loadLive, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'

const SUBCAT: Record<string, string> = { 'game-show': 'andet' }

/** /live-casino/{category}: a banner with the title and the open tables, the live counters, the tables (SPEC.md section 2). */
export function LiveList({ category }: { category: (typeof LIVE_CATEGORIES)[number] }) {
  const snap = useGames()
  useEffect(() => {
    void loadLive()
    void loadCounts()
  }, [])
  const all = (snap.lists.live?.data ?? []) as Game[]
  const sub = SUBCAT[category] ?? category
  const games = category === 'new' || category === 'all' ? all : all.filter((g) => g.subcat === sub)
  const counters = snap.counts.data?.live
  return (
    <>
      <section className={`live-banner live-banner--${category}`}>
        <h1>{da.live.headings[category]}</h1>
        <p aria-live="polite">{da.content.live.banner(games.length)}</p>
      </section>
      <nav aria-label={da.content.live.counters}>
        <ul className="live-counters">
          {LIVE_COUNTERS.map(([route, key]) => (
            <li key={route}>
              <Link href={`/live-casino/${route}`} aria-current={route === category ? 'page' : undefined}>
                {da.live.headings[route]} <span className="dropdown__count">{counters?.[key] ?? '–'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <GameGrid
        games={games}
        grid="normal"
        loading={snap.lists.live?.status !== 'success' && snap.lists.live?.status !== 'error'}
      />
    </>
  )
}
