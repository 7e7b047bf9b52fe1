import { useEffect } from 'react'
import { PAYLINE_BUCKETS, VOLATILITIES } from '../../lib/constants.ts'
import type { SmartFilterGroup } from '../../lib/search-query.ts'
import { loadCategories, loadProviders, useGames } from '../../stores/games.ts'
import { resetFilters, toggleFilter, useSearch } from '../../stores/search.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import './search.css'

const t = da.search.filters

type Option = { value: string; label: string }

/**
 * SMART_FILTERS (SPEC.md section 2): five groups (features, developer, volatility, paylines, theme),
 * 'Nulstil alt', and 'Se {n} spil' with the live count of the search these filters make.
 */
export function SmartFilters({ onClose }: { onClose: () => void }) {
  const games = useGames()
  const s = useSearch()
  useEffect(() => {
    void loadCategories()
    void loadProviders()
  }, [])
  const cats = games.categories.data
  const groups: [SmartFilterGroup, Option[]][] = [
    ['features', (cats?.features ?? []).map((c) => ({ value: c.name, label: c.label }))],
    [
      'subprovider',
      (games.providers.data ?? [])
        .filter((p) => p.games.count > 0)
        .map((p) => ({ value: p.name, label: p.title })),
    ],
    ['feature', VOLATILITIES.map((v) => ({ value: v, label: t.volatility[v] }))],
    ['paylines', PAYLINE_BUCKETS.map((b) => ({ value: b, label: b }))],
    ['theme', (cats?.themes ?? []).map((c) => ({ value: c.name, label: c.label }))],
  ]
  const counting = s.status === 'pending'
  return (
    <Modal title={t.title} onClose={onClose} variant="left">
      <div className="filters">
        {groups.map(([group, options]) => (
          <fieldset key={group} className="chips">
            <legend>{t.groups[group]}</legend>
            {options.map((o) => (
              <button
                key={o.value}
                type="button"
                className="chip"
                aria-pressed={(s.filters[group] ?? []).includes(o.value)}
                onClick={() => toggleFilter(group, o.value)}
              >
                {o.label}
              </button>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="filters__actions">
        <button type="button" className="btn btn--ghost" onClick={resetFilters}>
          {t.resetAll}
        </button>
        <button type="button" className="btn" onClick={onClose} disabled={counting} aria-live="polite">
          {counting ? t.counting : t.show(s.count)}
        </button>
      </div>
    </Modal>
  )
}
