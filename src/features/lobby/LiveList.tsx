import { useEffect } from 'react'
import type { Game } from '../../../contract/games.ts'
import type { LIVE_CATEGORIES } from '../../lib/constants.ts'
import { loadLive, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'

const SUBCAT: Record<string, string> = { 'game-show': 'andet' }

/** /live-casino/{category}: the live tables of one kind (the content issue adds banners and counters). */
export function LiveList({ category }: { category: (typeof LIVE_CATEGORIES)[number] }) {
  const snap = useGames()
  useEffect(() => void loadLive(), [])
  const all = (snap.lists.live?.data ?? []) as Game[]
  const sub = SUBCAT[category] ?? category
  const games = category === 'new' || category === 'all' ? all : all.filter((g) => g.subcat === sub)
  return (
    <>
      <h1>{da.live.headings[category]}</h1>
      <p className="banner">{da.list.count(games.length)}</p>
      <GameGrid games={games} grid="normal" />
    </>
  )
}
