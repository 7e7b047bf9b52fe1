import type { Game } from './games.ts'

/**
 * The smart-search filters other than the name, one predicate per key: OR within a key, AND across
 * keys. Plain (no zod), so the server (server/games/filters.ts) and the offline search in the service
 * worker (sw/offline-search.ts) filter with the same code.
 */
export type GameFilters = Partial<Record<string, readonly string[]>>

const inBucket = (lines: number, bucket: string) => {
  if (bucket === '100+') return lines > 100
  const [lo, hi] = bucket.split('-').map(Number)
  return lines >= (lo ?? 0) && lines <= (hi ?? 0)
}

export function matchesGameFilters(g: Game, f: GameFilters): boolean {
  if (f.subprovider && !f.subprovider.includes(g.subprovider)) return false
  if (f.features && !f.features.some((x) => (g.features as string[]).includes(x))) return false
  if (f.theme && !f.theme.some((t) => g.theme.split('|').includes(t))) return false
  if (f.feature && !f.feature.includes(g.feature)) return false
  if (f.paylines && !f.paylines.some((b) => inBucket(g.paylines, b))) return false
  if (f.category && !f.category.includes(g.category)) return false
  if (f.subcat && (g.subcat === null || !f.subcat.includes(g.subcat))) return false
  if (f.game_id && !f.game_id.includes(g.game_id)) return false
  return true
}
