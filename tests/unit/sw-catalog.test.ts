import { afterEach, describe, expect, it, vi } from 'vitest'
import './sw-worker-globals.ts'

import { CatalogCache } from '../../sw/catalog-cache.ts'
import { catalogKey, isStale, storableBody } from '../../sw/catalog-routes.ts'
import { type CatalogEntry, type CatalogStore, keysToEvict } from '../../sw/db.ts'
import type { CatalogUpdated } from '../../sw/messages.ts'
import { offlineFallback } from '../../sw/network-only.ts'
import { ExtendableEvent } from './sw-worker-globals.ts'

// What the player reads when a call cannot reach the server (the Danish text, not the code's constant).
const OFFLINE_MESSAGE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
const slots = (names: string[]) => ({
  success: true,
  data: { games: names.map((name) => ({ name })), count: names.length },
})

describe('catalogKey', () => {
  it('gives one key whatever the parameter order or fragment', () => {
    const a = catalogKey('http://x.dk/games-api/games/slots?srv=1&platform=desktop#top')
    expect(a).toBe(catalogKey('http://x.dk/games-api/games/slots?platform=desktop&srv=1'))
  })
  it('keeps different queries apart', () => {
    const page = (n: number) => catalogKey(`http://x.dk/games-api/v2/games/smart-search?page[number]=${n}`)
    expect(page(1)).not.toBe(page(2))
  })
})

describe('isStale', () => {
  it('is fresh until the TTL has passed', () => {
    expect(isStale(1_000, 1_000 + 299_999, 300)).toBe(false)
    expect(isStale(1_000, 1_000 + 300_000, 300)).toBe(true)
  })
})

describe('storableBody', () => {
  it('keeps a 2xx JSON envelope with success true', async () => {
    expect(await storableBody(json(slots(['Book of Dead'])))).toContain('Book of Dead')
  })
  it.each([
    ['success false', json({ success: false, errorMessage: 'Fejl' })],
    ['a server error', json({ success: true, data: [] }, 500)],
    ['HTML', new Response('<html>', { headers: { 'content-type': 'text/html' } })],
    ['broken JSON', new Response('{"success":tr', { headers: { 'content-type': 'application/json' } })],
    ['a JSON array', json([1, 2])],
  ])('refuses %s', async (_name, response) => {
    expect(await storableBody(response)).toBeUndefined()
  })
})

describe('keysToEvict', () => {
  const entries = [
    { key: 'c', storedAt: 30 },
    { key: 'a', storedAt: 10 },
    { key: 'b', storedAt: 20 },
  ]
  it('evicts nothing under the cap', () => {
    expect(keysToEvict(entries, 3)).toEqual([])
  })
  it('evicts the oldest beyond the cap', () => {
    expect(keysToEvict(entries, 1)).toEqual(['a', 'b'])
  })
  it('never evicts the entry just written', () => {
    expect(keysToEvict([{ key: 'new', storedAt: 0 }, ...entries], 3, 'new')).toEqual(['a'])
  })
})

/** The IndexedDB store's contract in memory, with the same eviction. */
function memoryStore(): CatalogStore & { entries: Map<string, CatalogEntry> } {
  const entries = new Map<string, CatalogEntry>()
  return {
    entries,
    async get(key) {
      return entries.get(key)
    },
    async put(entry, max) {
      entries.set(entry.key, entry)
      for (const key of keysToEvict([...entries.values()], max, entry.key)) entries.delete(key)
    },
  }
}

const URL_SLOTS = 'http://localhost/games-api/games/slots?platform=desktop'
const TTL_MS = 5 * 60 * 1000

function setup(network: () => Promise<Response>) {
  let now = 1_000_000
  const store = memoryStore()
  const notified: CatalogUpdated[] = []
  const fetch = vi.fn(network)
  vi.stubGlobal('fetch', fetch)
  const strategy = new CatalogCache({
    store,
    maxEntries: 2,
    notify: (m) => notified.push(m),
    now: () => now,
    plugins: [offlineFallback],
  })
  const request = async (url = URL_SLOTS) => {
    const [response, done] = strategy.handleAll({
      request: new Request(url),
      event: new ExtendableEvent('fetch'),
    })
    const answer = await response
    await done // the background store and refresh, which event.waitUntil keeps alive in a worker
    return answer
  }
  return { store, notified, fetch, request, advance: (ms: number) => (now += ms) }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CatalogCache strategy', () => {
  it('asks the network once, then answers from storage', async () => {
    const t = setup(async () => json(slots(['Book of Dead'])))
    expect(await (await t.request()).json()).toEqual(slots(['Book of Dead']))
    const second = await t.request()
    expect(second.headers.get('x-sw-cache')).toBe('idb')
    expect(await second.json()).toEqual(slots(['Book of Dead']))
    expect(t.fetch).toHaveBeenCalledTimes(1)
  })

  it('answers the stored copy past the TTL, refreshes it and tells pages it changed', async () => {
    const answers = [slots(['Book of Dead']), slots(['Book of Dead', 'Reactoonz'])]
    const t = setup(async () => json(answers.shift() ?? slots([])))
    await t.request()
    t.advance(TTL_MS)
    expect(await (await t.request()).json()).toEqual(slots(['Book of Dead']))
    expect(t.notified).toEqual([{ type: 'catalog-updated', url: URL_SLOTS, path: '/games-api/games/slots' }])
    expect(await (await t.request()).json()).toEqual(slots(['Book of Dead', 'Reactoonz']))
  })

  it('says nothing when a refresh brings the same data', async () => {
    const t = setup(async () => json(slots(['Book of Dead'])))
    await t.request()
    t.advance(TTL_MS)
    await t.request()
    expect(t.fetch).toHaveBeenCalledTimes(2)
    expect(t.notified).toEqual([])
  })

  it('keeps the stored copy when the refresh fails or is not a success', async () => {
    const answers: (() => Response)[] = [
      () => json(slots(['Book of Dead'])),
      () => json({ success: false, errorMessage: 'Fejl' }),
      () => {
        throw new TypeError('Failed to fetch')
      },
    ]
    const t = setup(async () => (answers.shift() ?? (() => json(slots([]))))())
    await t.request()
    for (const _ of [1, 2]) {
      t.advance(TTL_MS)
      expect(await (await t.request()).json()).toEqual(slots(['Book of Dead']))
    }
    expect(t.fetch).toHaveBeenCalledTimes(3)
  })

  it('stores no error answer, and passes it on unchanged', async () => {
    const t = setup(async () => json({ success: false, errorMessage: 'Ukendt kategori' }, 404))
    const answer = await t.request()
    expect(answer.status).toBe(404)
    expect(t.store.entries.size).toBe(0)
  })

  it('answers the offline envelope when nothing is stored and the network is gone', async () => {
    const t = setup(async () => {
      throw new TypeError('Failed to fetch')
    })
    const answer = await t.request()
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ success: false, errorMessage: OFFLINE_MESSAGE })
  })

  it('keeps at most maxEntries answers, evicting the oldest', async () => {
    const t = setup(async () => json(slots(['Book of Dead'])))
    for (const category of ['slots', 'new', 'popular']) {
      await t.request(`http://localhost/games-api/games/${category}`)
      t.advance(1)
    }
    expect([...t.store.entries.keys()]).toEqual([
      'http://localhost/games-api/games/new',
      'http://localhost/games-api/games/popular',
    ])
  })
})
