import { afterEach, describe, expect, it, vi } from 'vitest'
import './sw-worker-globals.ts'

import { CatalogCache } from '../../sw/catalog-cache.ts'
import { catalogKey } from '../../sw/catalog-routes.ts'
import { type CatalogEntry, type CatalogStore, keysToEvict } from '../../sw/db.ts'
import { isMoneyUrl } from '../../sw/network-only.ts'
import { answeredFrom } from '../../sw/request-log.ts'
import { ExtendableEvent } from './sw-worker-globals.ts'

const ORIGIN = 'http://localhost'
const json = (data: unknown) =>
  new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json; charset=utf-8' } })

function memoryStore(): CatalogStore & { entries: Map<string, CatalogEntry> } {
  const entries = new Map<string, CatalogEntry>()
  return {
    entries,
    get: async (key) => entries.get(key),
    async put(entry, max) {
      entries.set(entry.key, entry)
      for (const key of keysToEvict([...entries.values()], max, entry.key)) entries.delete(key)
    },
  }
}

const game = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  game_id: `g${id}`,
  name,
  subprovider: 'netent',
  images: { xs: `/cdn/games/g${id}_xs.svg` },
  platform: 'all',
  clicks: 0,
  features: [],
  theme: '',
  feature: 'midfreq',
  paylines: 10,
  category: 'slots',
  subcat: null,
  ...extra,
})
const CATALOGUE = [game(1, 'Bjørn Rush'), game(2, 'Påskeæg Bonanza'), game(3, 'Viking Power')]

function setup(network: () => Promise<Response>) {
  let now = 1_000_000
  const lists = memoryStore()
  const search = memoryStore()
  vi.stubGlobal('fetch', vi.fn(network))
  const strategy = new CatalogCache({
    store: lists,
    maxEntries: 3,
    search: { store: search, maxEntries: 2 },
    notify: () => undefined,
    now: () => now++,
  })
  const request = async (path: string) => {
    const [response, done] = strategy.handleAll({
      request: new Request(`${ORIGIN}${path}`),
      event: new ExtendableEvent('fetch'),
    })
    const answer = await response.catch(() => undefined)
    await done.catch(() => undefined)
    return answer
  }
  return { lists, search, request }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('separate caps for lists and searches', () => {
  it('searching stores in the search store only, so the lobby is never evicted by it', async () => {
    const t = setup(async () => json({ success: true, data: { games: [], count: 0 } }))
    for (const c of ['slots', 'new', 'popular']) await t.request(`/games-api/games/${c}?platform=desktop`)
    for (let i = 0; i < 5; i++) await t.request(`/games-api/v2/games/smart-search?filter[name]=q${i}`)
    expect([...t.lists.entries.keys()].map((k) => new URL(k).pathname)).toEqual([
      '/games-api/games/slots',
      '/games-api/games/new',
      '/games-api/games/popular',
    ])
    expect([...t.search.entries.keys()].map((k) => new URL(k).searchParams.get('filter[name]'))).toEqual([
      'q3',
      'q4',
    ])
  })
})

describe('offline, from the stored whole catalogue', () => {
  const offline = async () => {
    throw new TypeError('Failed to fetch')
  }
  async function withCatalogue() {
    const t = setup(async () => json({ success: true, data: { games: CATALOGUE, count: 3 } }))
    await t.request('/games-api/games')
    vi.stubGlobal('fetch', vi.fn(offline))
    return t
  }

  it('answers a search never made online, with Danish folding and a typo forgiven', async () => {
    const t = await withCatalogue()
    for (const term of ['bjoern', 'bjorn', 'paaske', 'vikng pow']) {
      const answer = await t.request(`/games-api/v2/games/smart-search?filter[name]=${term}&fields=card`)
      expect(answer?.headers.get('x-sw-cache'), term).toBe('catalogue')
      const body = (await answer?.json()) as { success: boolean; data: { games: { name: string }[] } }
      expect(body.success).toBe(true)
      expect(
        body.data.games.map((g) => g.name),
        term,
      ).toHaveLength(1)
    }
  })

  it("answers a game's info never opened online, and the offline answer for an unknown one", async () => {
    const t = await withCatalogue()
    const answer = await t.request('/games-api/games/g2')
    const body = (await answer?.json()) as { data?: { name: string } } | undefined
    expect(body?.data?.name).toBe('Påskeæg Bonanza')
    expect((await t.request('/games-api/games/2'))?.status).toBe(200)
    expect(await t.request('/games-api/games/findes-ikke')).toBeUndefined()
  })

  it('does not store what it made up', async () => {
    const t = await withCatalogue()
    await t.request('/games-api/v2/games/smart-search?filter[name]=viking')
    expect(t.search.entries.size).toBe(0)
    expect([...t.lists.entries.keys()]).toEqual([catalogKey(`${ORIGIN}/games-api/games`)])
  })
})

describe('the request log', () => {
  it('tells a stored copy, a made-up answer and the offline answer from the network', () => {
    const h = (headers: Record<string, string>) => ({ headers: new Headers(headers) })
    expect(answeredFrom(h({}))).toBe('network')
    expect(answeredFrom(h({ 'x-sw-cache': 'idb' }))).toBe('cache')
    expect(answeredFrom(h({ 'x-sw-cache': 'catalogue' }))).toBe('catalogue')
    expect(answeredFrom(h({ 'x-sw-offline': '1' }))).toBe('offline')
  })
})

describe('live tables', () => {
  it('/studio/live/ rounds are money routes: network-only, never cached', () => {
    expect(isMoneyUrl(new URL(`${ORIGIN}/studio/live/roulette/1/bet`))).toBe(true)
    expect(isMoneyUrl(new URL(`${ORIGIN}/studio/live/`))).toBe(true)
  })
})
