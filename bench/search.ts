import autocannon from 'autocannon'
import { plainTokens } from '../server/games/search.ts'
import type { LoadResult } from './lib/load.ts'

/** Every distinct 3-letter word start in the catalogue's titles: what a player types before pausing. */
export async function catalogPrefixes(base: string): Promise<string[]> {
  const res = await fetch(`${base}/games-api/games`)
  if (!res.ok) throw new Error(`games list answered ${res.status}`)
  const games = ((await res.json()) as { data: { games: { name: string }[] } }).data.games
  const prefixes = new Set<string>()
  for (const g of games) for (const w of plainTokens(g.name)) if (w.length >= 3) prefixes.add(w.slice(0, 3))
  return [...prefixes].sort()
}

/** Fresh URLs are numbered across calls, so a repeated run (bench/paired.ts) never meets its own earlier URLs. */
let freshUrls = 0

/**
 * Name search under load: 50 connections, each request the next 3-letter prefix of the whole
 * catalogue (page 1, 20 cards, as the search modal asks). With `fresh`, every URL is new, so the
 * server's answer cache never helps and each request runs the search itself.
 */
export async function searchLoad(base: string, prefixes: string[], fresh: boolean): Promise<LoadResult> {
  let n = 0
  const path = () => {
    const p = prefixes[n % prefixes.length] ?? 'vik'
    n++
    const q = new URLSearchParams({
      'filter[name]': p,
      'page[size]': '20',
      'page[number]': '1',
      fields: 'card',
    })
    if (fresh) q.set('bench', String(++freshUrls))
    return `/games-api/v2/games/smart-search?${q}`
  }
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: 50,
      duration,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
    })
  await run(2)
  const r = await run(10)
  const result = {
    url: `${base}/games-api/v2/games/smart-search?filter[name]=<3-letter prefix>`,
    requestsPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  }
  if (result.errors || result.non2xx)
    throw new Error(`search answered ${result.errors} errors, ${result.non2xx} non-2xx`)
  return result
}
