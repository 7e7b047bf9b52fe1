import { useEffect } from 'react'
import type { SmartFilterGroup } from '../../lib/search-query.ts'
import { loadCategories, loadProviders, useGames } from '../../stores/games.ts'
import { toggleFilter, useSearch } from '../../stores/search.ts'
import { da } from '../../text/da.ts'

const t = da.search

type Chip = { value: string; label: string; dimmed?: boolean }

function Group({ title, group, chips }: { title: string; group: SmartFilterGroup; chips: Chip[] }) {
  const { filters } = useSearch()
  const on = filters[group] ?? []
  return (
    <fieldset className="chips">
      <legend>{title}</legend>
      {chips.map((c) => (
        <button
          key={c.value}
          type="button"
          className={`chip${c.dimmed ? ' chip--dimmed' : ''}`}
          aria-pressed={on.includes(c.value)}
          onClick={() => toggleFilter(group, c.value)}
        >
          {c.label}
        </button>
      ))}
    </fieldset>
  )
}

/** The hotkey categories of the search modal: features, game developers and themes (SPEC.md section 2). */
export function Hotkeys({ providerDimmed }: { providerDimmed?: (name: string) => boolean }) {
  const games = useGames()
  useEffect(() => {
    void loadCategories()
    void loadProviders()
  }, [])
  const cats = games.categories.data
  const providers = (games.providers.data ?? []).filter((p) => p.games.count > 0)
  return (
    <div className="hotkeys">
      <Group
        title={t.hotkeys.features}
        group="features"
        chips={(cats?.features ?? []).map((c) => ({ value: c.name, label: c.label }))}
      />
      <Group
        title={t.hotkeys.developers}
        group="subprovider"
        chips={providers.map((p) => ({ value: p.name, label: p.title, dimmed: providerDimmed?.(p.name) }))}
      />
      <Group
        title={t.hotkeys.themes}
        group="theme"
        chips={(cats?.themes ?? []).map((c) => ({ value: c.name, label: c.label }))}
      />
    </div>
  )
}
