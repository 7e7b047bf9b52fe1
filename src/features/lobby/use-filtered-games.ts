import { useEffect, useState } from 'react'
import type { Game } from '../../../contract/games.ts'
import { encodeSmartSearch, type Filters } from '../../lib/smart-search.ts'
import { fetchFilteredGames, isMobile } from '../../stores/games.ts'

export type Filtered = { status: 'pending' | 'success' | 'error'; games: Game[] }

/**
 * Every listed game matching the filters (provider and category pages); the store toasts a failure.
 * Asked for this device's platform, as the category cards' counts are, so a phone's page leaves out
 * desktop-only games and the page's count agrees with its card (issue 16 item 5).
 */
export function useFilteredGames(filters: Filters | null): Filtered {
  const key = filters ? `${encodeSmartSearch(filters)}&platform=${isMobile() ? 'mobile' : 'desktop'}` : ''
  const [state, setState] = useState<Filtered>({ status: 'pending', games: [] })
  useEffect(() => {
    if (!key) return
    let live = true
    setState({ status: 'pending', games: [] })
    fetchFilteredGames(key).then(
      (games) => live && setState({ status: 'success', games }),
      () => live && setState({ status: 'error', games: [] }),
    )
    return () => {
      live = false
    }
  }, [key])
  return state
}
