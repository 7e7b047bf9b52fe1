import type { Status } from '../../stores/games.ts'
import { da } from '../../text/da.ts'

/**
 * A list's banner: its count once loaded, 'Henter spil…' while it loads, and nothing once it failed
 * (the toast and the page's error say so; it is no longer fetching).
 */
export function listBanner(status: Status | 'pending' | undefined, count: number): string | null {
  if (status === 'success') return da.list.count(count)
  if (status === 'error') return null
  return da.list.loading
}
