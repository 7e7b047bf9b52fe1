import { useEffect, useMemo } from 'react'
import { listKey } from '../../../contract/first-screen.ts'
import type { Game } from '../../../contract/games.ts'
import { GRID_TYPES, type ListCategoryRoute, SORT_KEYS } from '../../lib/constants.ts'
import { pageSize } from '../../lib/grid.ts'
import { defaultSort, sortGames } from '../../lib/sort.ts'
import { isMobile, loadList, useGames } from '../../stores/games.ts'
import { openModal } from '../../stores/modals.ts'
import { chooseSort, setGridType, usePrefs } from '../../stores/prefs.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'
import { paintedButton, useHydrated } from '../../ui/hydrated.ts'
import { listBanner } from './list-banner.ts'
import { useInfinite } from './use-infinite.ts'
import { useScrolledPast } from './use-scrolled.ts'

/** SPEC.md section 2: pages scrolled more than 10 px hide the sort bar on mobile. */
const SORT_BAR_HIDE_PX = 10

/** The list as the server renders it: it knows no choice this browser stored. */
const FIRST_PREFS = { gridType: 'dynamic', sortMethod: null, sortMethodReversed: false } as const

/** /alle-spil/{category}: heading, count banner, grid switch, sort, infinite scroll (SPEC.md section 2). */
export function GameList({ category }: { category: ListCategoryRoute }) {
  const key = listKey(category)
  const snap = useGames()
  const hydrated = useHydrated()
  const stored = usePrefs()
  // The server's page and its hydration show the list in its default order and grid; a stored choice
  // follows in the render after (ui/hydrated.ts), so the server's tiles are taken over, not replaced.
  const prefs = hydrated ? stored : FIRST_PREFS
  useEffect(() => void loadList(key), [key])
  const slot = snap.lists[key]
  const sortKey = prefs.sortMethod ?? defaultSort(category)
  const games = useMemo(
    () => sortGames((slot?.data ?? []) as Game[], sortKey, prefs.sortMethodReversed),
    [slot?.data, sortKey, prefs.sortMethodReversed],
  )
  const size = pageSize(prefs.gridType, isMobile())
  const { shown, sentinel } = useInfinite(games.length, size, `${key}:${sortKey}:${prefs.gridType}`)
  // On a phone the sort bar hides once the list is scrolled (SPEC.md section 2); the CSS keeps its
  // space, so hiding it moves nothing under the player's thumb.
  const scrolled = useScrolledPast(SORT_BAR_HIDE_PX) && hydrated
  // The server sends the toolbar before it works: disabled until hydrated, so a tap is refused, not lost.
  const painted = paintedButton(hydrated)
  return (
    <>
      <h1>{da.list.headings[category]}</h1>
      <p className="banner" aria-live="polite">
        {listBanner(slot?.status, games.length)}
      </p>
      <div className={scrolled ? 'toolbar toolbar--scrolled' : 'toolbar'}>
        <fieldset className="toolbar__group">
          <legend>{da.list.gridLabel}</legend>
          {GRID_TYPES.map((g) => (
            <button
              key={g}
              type="button"
              aria-pressed={prefs.gridType === g}
              onClick={() => setGridType(g)}
              {...painted}
            >
              {da.list.grid[g]}
            </button>
          ))}
        </fieldset>
        <fieldset className="toolbar__group toolbar__group--sort">
          <legend>{da.list.sortLabel}</legend>
          {SORT_KEYS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={sortKey === s}
              onClick={() => chooseSort(sortKey, s)}
              {...painted}
            >
              {da.list.sort[s]}
              {sortKey === s ? (prefs.sortMethodReversed ? ' ↑' : ' ↓') : ''}
            </button>
          ))}
        </fieldset>
        {category === 'slots' && (
          // The smart filter narrows the slots through the search (SPEC.md section 2: slots only).
          <button
            type="button"
            className="toolbar__smart"
            {...painted}
            onClick={() => {
              openModal('SEARCH_MODAL')
              openModal('SMART_FILTERS')
            }}
          >
            {da.search.smartFilter}
          </button>
        )}
      </div>
      {slot?.status === 'success' && games.length === 0 && <p>{da.list.empty}</p>}
      {slot?.status === 'error' && (
        <p role="alert" className="error">
          {da.lobby.loadError}
        </p>
      )}
      <GameGrid
        games={games.slice(0, shown)}
        grid={prefs.gridType}
        loading={slot?.status !== 'success' && slot?.status !== 'error'}
      />
      <div ref={sentinel} aria-hidden="true" className="sentinel" />
    </>
  )
}
