import { useEffect, useState } from 'react'
import type { Game } from '../../../contract/games.ts'
import { type Filters, filteredKey } from '../../../contract/smart-search-query.ts'
import { fetchFilteredGames, gamesStore, isMobile } from '../../stores/games.ts'

export type Filtered = { status: 'pending' | 'success' | 'error'; games: Game[] }

/** What a key's games are before any fetch: those that came with the page, else still to come. */
const known = (key: string): Filtered => {
  const games = key ? gamesStore.filtered[key] : undefined
  return games ? { status: 'success', games } : { status: 'pending', games: [] }
}

/**
 * Every listed game matching the filters (provider and category pages); the store toasts a failure.
 * Asked for this device's platform, as the category cards' counts are, so a phone's page leaves out
 * desktop-only games and the page's count agrees with its card (issue 16 item 5). The games a
 * server-rendered page came with are the first render's (src/stores/first-screen.ts), so the browser
 * renders what the server did and fetches nothing.
 */
export function useFilteredGames(filters: Filters | null): Filtered {
  const key = filters ? filteredKey(filters, isMobile() ? 'mobile' : 'desktop') : ''
  const [state, setState] = useState<Filtered & { key: string }>(() => ({ key, ...known(key) }))
  useEffect(() => {
    if (!key) return
    const now = known(key)
    if (now.status === 'success') {
      setState((s) => (s.key === key && s.games === now.games ? s : { key, ...now }))
      return
    }
    let live = true
    setState({ key, status: 'pending', games: [] })
    fetchFilteredGames(key).then(
      (games) => live && setState({ key, status: 'success', games }),
      () => live && setState({ key, status: 'error', games: [] }),
    )
    return () => {
      live = false
    }
  }, [key])
  return state.key === key ? state : known(key)
}
