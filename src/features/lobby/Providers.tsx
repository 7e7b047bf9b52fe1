import { useEffect } from 'react'
import { Link } from 'wouter'
import { loadProviders, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'

const t = da.content.providers

/** /alle-spil/spiludviklere: a grid of provider cards (SPEC.md section 2). */
export function Providers() {
  const games = useGames()
  useEffect(() => void loadProviders(), [])
  const list = (games.providers.data ?? []).filter((p) => p.games.count > 0)
  return (
    <>
      <h1>{t.title}</h1>
      <p className="banner">
        {games.providers.status === 'success'
          ? t.count(list.length)
          : games.providers.status === 'error'
            ? null
            : da.list.loading}
      </p>
      <ul className="tiles">
        {list.map((p) => (
          <li key={p.id}>
            <Link href={`/alle-spil/spiludviklere/${p.name}`} className="tile">
              <img src={p.logo} alt="" width={160} height={64} loading="lazy" />
              <span className="tile__name">{p.title}</span>
              <span className="tile__count">{t.games(p.games.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
