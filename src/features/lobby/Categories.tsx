import { useEffect } from 'react'
import { Link } from 'wouter'
import type { CategoryItem } from '../../../contract/games.ts'
import { loadCategories, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'

const t = da.content.categories

const byLabel = (a: CategoryItem, b: CategoryItem) => a.label.localeCompare(b.label, 'da')

function Cards({ items }: { items: readonly CategoryItem[] }) {
  return (
    <ul className="tiles">
      {[...items].sort(byLabel).map((c) => (
        <li key={c.name}>
          <Link href={`/alle-spil/kategorier/sort?key=${c.category}&value=${c.name}`} className="tile">
            <img src={c.image} alt="" width={120} height={80} loading="lazy" />
            <span className="tile__name">{c.label}</span>
            <span className="tile__count">{da.list.count(c.games_count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** /alle-spil/kategorier: 'Funktioner' and 'Temaer', cards sorted by label, the category count (SPEC.md section 2). */
export function Categories() {
  const games = useGames()
  useEffect(() => void loadCategories(), [])
  const c = games.categories.data
  return (
    <>
      <h1>
        {t.title} <span className="badge badge--new">{t.isNew}</span>
      </h1>
      <p className="banner">
        {c
          ? t.count(c.features.length + c.themes.length)
          : games.categories.status === 'error'
            ? null
            : da.list.loading}
      </p>
      <h2>{t.features}</h2>
      <Cards items={c?.features ?? []} />
      <h2>{t.themes}</h2>
      <Cards items={c?.themes ?? []} />
    </>
  )
}
