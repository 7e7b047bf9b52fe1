import { useEffect } from 'react'
import { Redirect, useSearch as useQuery } from 'wouter'
import { categoryFilter } from '../../../contract/first-screen.ts'
import { pageSize } from '../../lib/grid.ts'
import { isMobile, loadCategories, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'
import { useFilteredGames } from './use-filtered-games.ts'
import { useInfinite } from './use-infinite.ts'

/**
 * /alle-spil/kategorier/sort?key=…&value=…: the games of one feature or theme with their count. A
 * key or value that finds nothing, or an error, goes to /404 (SPEC.md section 2).
 */
export function CategoryDetail() {
  // The server reads the query the same way, to render this page with its games (contract/first-screen.ts).
  const filter = categoryFilter(useQuery())
  const valid = filter !== null
  const key = filter?.key ?? ''
  const value = filter?.value ?? ''
  const games = useGames()
  useEffect(() => void loadCategories(), [])
  const found = useFilteredGames(valid ? { [key]: [value] } : null)
  const { shown, sentinel } = useInfinite(
    found.games.length,
    pageSize('normal', isMobile()),
    `${key}:${value}`,
  )
  if (!valid || found.status === 'error' || (found.status === 'success' && found.games.length === 0))
    return <Redirect to="/404" replace />
  const c = games.categories.data
  const item = [...(c?.features ?? []), ...(c?.themes ?? [])].find((x) => x.name === value)
  return (
    <>
      <h1>{item?.label ?? value}</h1>
      {item && <p>{item.text}</p>}
      <p className="banner" aria-live="polite">
        {found.status === 'success' ? da.list.count(found.games.length) : da.list.loading}
      </p>
      <GameGrid games={found.games.slice(0, shown)} grid="normal" loading={found.status === 'pending'} />
      <div ref={sentinel} aria-hidden="true" className="sentinel" />
    </>
  )
}
