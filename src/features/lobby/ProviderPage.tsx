import { useEffect } from 'react'
import { Redirect } from 'wouter'
import { pageSize } from '../../lib/grid.ts'
import { isMobile, loadProviders, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'
import { listBanner } from './list-banner.ts'
import { useFilteredGames } from './use-filtered-games.ts'
import { useInfinite } from './use-infinite.ts'

/**
 * /alle-spil/spiludviklere/{provider} and /providers/{provider} (SPEC.md section 2): the provider is
 * found by name in the providers list, else /404; its games by subprovider ('scientific' also
 * covers 'gdm', in lib/smart-search.ts), in a grid with infinite scroll.
 */
export function ProviderPage({ name }: { name: string }) {
  const games = useGames()
  useEffect(() => void loadProviders(), [])
  const provider = games.providers.data?.find((p) => p.name === name)
  const found = useFilteredGames(provider ? { subprovider: [provider.name] } : null)
  const size = pageSize('normal', isMobile())
  const { shown, sentinel } = useInfinite(found.games.length, size, name)
  if (games.providers.status === 'success' && !provider) return <Redirect to="/404" replace />
  if (games.providers.status === 'error') return <Redirect to="/404" replace />
  return (
    <>
      <h1>{provider?.title ?? da.list.loading}</h1>
      {provider && <p>{provider.text}</p>}
      <p className="banner" aria-live="polite">
        {listBanner(found.status, found.games.length)}
      </p>
      {found.status === 'success' && found.games.length === 0 && <p>{da.list.empty}</p>}
      <GameGrid games={found.games.slice(0, shown)} grid="normal" loading={found.status === 'pending'} />
      <div ref={sentinel} aria-hidden="true" className="sentinel" />
    </>
  )
}
