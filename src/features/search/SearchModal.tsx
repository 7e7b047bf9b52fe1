import type { MouseEvent } from 'react'
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../lib/constants.ts'
import { isGameDimmed, isProviderDimmed, type Pick } from '../../lib/dimming.ts'
import { filterCount } from '../../lib/search-query.ts'
import { openModal } from '../../stores/modals.ts'
import { loadMoreResults, resetSearch, setTerm, useSearch } from '../../stores/search.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'
import { Hotkeys } from './Hotkeys.tsx'
import { useScrollEnd } from './use-scroll-end.ts'
import './search.css'

const t = da.search
const NONE: readonly Pick[] = []

/** In multi-screen search a card's link or info button picks its game (the cards link to /spil/{id}/fun). */
function pickFrom(e: MouseEvent<HTMLElement>, onPick: (gameId: string) => void) {
  const target = e.target as HTMLElement
  const card = target.closest<HTMLElement>('.card__link, .card__info')
  if (!card) return
  e.preventDefault()
  e.stopPropagation()
  if (card.closest('.grid__item--dimmed')) return
  const href = card.closest('.card')?.querySelector<HTMLAnchorElement>('.card__link')?.getAttribute('href')
  const id = href ? /^\/spil\/([^/]+)\//.exec(href)?.[1] : undefined
  if (id) onPick(decodeURIComponent(id))
}

/**
 * SEARCH_MODAL (SPEC.md section 2): slides in from the left; the term searches 500 ms after the last
 * key, results come 20 at a time as the list nears its end. In multi-screen mode `selected` holds the
 * games on screen, which are dimmed with the providers that cannot join them, and choosing a game
 * (`onPick`) adds it instead of opening its page; a dimmed game cannot be chosen.
 */
export function SearchModal({
  onClose,
  selected = NONE,
  onPick,
  title = t.title,
}: {
  onClose: () => void
  selected?: readonly Pick[]
  onPick?: (gameId: string) => void
  title?: string
}) {
  const s = useSearch()
  const input = useAutoFocus<HTMLInputElement>()
  const filters = filterCount(s.filters)
  const searching = s.status !== 'idle'
  const sentinel = useScrollEnd(
    () => void loadMoreResults(),
    INFINITE_SCROLL_THRESHOLD_PX.search,
    s.status === 'success' && s.games.length < s.count,
    s.games.length,
  )
  return (
    <Modal title={title} onClose={onClose} variant="left" hideTitle>
      <div className="search" onClickCapture={onPick ? (e) => pickFrom(e, onPick) : undefined}>
        <div className="search__bar">
          <label htmlFor="search-term" className="visually-hidden">
            {t.fieldLabel}
          </label>
          <input
            id="search-term"
            ref={input}
            type="search"
            className="search__input"
            placeholder={t.placeholder}
            value={s.term}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="button" className="btn btn--ghost" onClick={() => openModal('SMART_FILTERS')}>
            {t.smartFilter}
            {filters > 0 && <span className="badge">{filters}</span>}
          </button>
        </div>
        {!searching && <p className="search__hint">{t.hint}</p>}
        {!searching && <Hotkeys providerDimmed={(name) => isProviderDimmed(name, selected)} />}
        {searching && (
          <div className="search__results">
            <div className="search__count">
              <p aria-live="polite">{s.status === 'pending' ? t.loading : t.count(s.count)}</p>
              <button type="button" className="linkbtn" onClick={resetSearch}>
                {t.reset}
              </button>
            </div>
            {s.status === 'success' && s.count === 0 && <p>{t.empty}</p>}
            {s.status === 'error' && (
              <p role="alert" className="error">
                {t.failed}
              </p>
            )}
            <GameGrid
              games={s.games}
              grid="small"
              dimmed={selected.length ? (g) => isGameDimmed(g, selected) : undefined}
            />
            <div ref={sentinel} className="sentinel" aria-hidden="true" />
          </div>
        )}
      </div>
    </Modal>
  )
}
