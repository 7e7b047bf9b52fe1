import { useEffect, useState } from 'react'
import type { Game } from '../../../contract/games.ts'
import { gamesApi } from '../../api/games.ts'
import { encodeSmartSearch, type Filters } from '../../lib/smart-search.ts'
import { showToast } from '../../stores/toasts.ts'

const PAGE = 100
const MAX_PAGES = 20

export type Filtered = { status: 'pending' | 'success' | 'error'; games: Game[] }

/**
 * Every listed game matching the filters (provider and category pages), fetched through the smart
 * search 100 at a time; the page shows them with its own infinite scroll. A failure is a toast.
 */
export function useFilteredGames(filters: Filters | null): Filtered {
  const key = filters ? encodeSmartSearch(filters) : ''
  const [state, setState] = useState<Filtered>({ status: 'pending', games: [] })
  useEffect(() => {
    if (!key) return
    let live = true
    setState({ status: 'pending', games: [] })
    ;(async () => {
      const games: Game[] = []
      for (let page = 1; page <= MAX_PAGES; page++) {
        const r = await gamesApi.smartSearch(`${key}&page[size]=${PAGE}&page[number]=${page}`)
        games.push(...r.games)
        if (games.length >= r.count || r.games.length === 0) break
      }
      if (live) setState({ status: 'success', games })
    })().catch((err: Error) => {
      if (!live) return
      setState({ status: 'error', games: [] })
      showToast(err.message, 'error')
    })
    return () => {
      live = false
    }
  }, [key])
  return state
}
