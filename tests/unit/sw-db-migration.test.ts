import 'fake-indexeddb/auto'
import { deleteDB } from 'idb'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CATALOG_STORE,
  type CatalogEntry,
  DB_NAME,
  DB_VERSION,
  idbCatalogStore,
  idbSearchStore,
  logRequest,
  META_STORE,
  openSwDb,
  REQUEST_LOG_MAX,
  REQUEST_STORE,
  SEARCH_STORE,
} from '../../sw/db.ts'

// The worker's versioned IndexedDB schema (sw/db.ts) under fake-indexeddb: a device that stored the
// lobby under v1 keeps it when the worker of v2 opens the database.
const ORIGIN = 'http://localhost'
const entry = (path: string, storedAt = 1_000): CatalogEntry => ({
  key: `${ORIGIN}${path}`,
  url: `${ORIGIN}${path}`,
  body: JSON.stringify({ success: true, data: path }),
  storedAt,
})
const SLOTS = entry('/games-api/games/slots?platform=desktop')
const PROVIDERS = entry('/games-api/providers')
const SEARCH = entry('/games-api/v2/games/smart-search?fields=card&filter[name]=vik')

// A fresh database per test; the worker module's open connection closes itself when asked (blocking).
beforeEach(async () => {
  await deleteDB(DB_NAME)
})

describe('the IndexedDB schema and its migrations (sw/db.ts)', () => {
  it('is at version 2', () => {
    expect(DB_VERSION).toBe(2)
  })

  it('v1 -> v2 keeps the stored lobby, moves searches to their own store and adds the request log', async () => {
    const v1 = await openSwDb(1)
    expect([...v1.objectStoreNames]).toEqual([CATALOG_STORE])
    for (const e of [SLOTS, PROVIDERS, SEARCH]) await v1.put(CATALOG_STORE, e)
    v1.close()

    const v2 = await openSwDb(2)
    expect([...v2.objectStoreNames].sort()).toEqual([CATALOG_STORE, META_STORE, REQUEST_STORE, SEARCH_STORE])
    expect((await v2.getAllKeys(CATALOG_STORE)).sort()).toEqual([SLOTS.key, PROVIDERS.key])
    expect(await v2.getAllKeys(SEARCH_STORE)).toEqual([SEARCH.key])
    expect(await v2.get(SEARCH_STORE, SEARCH.key)).toEqual(SEARCH)
    v2.close()

    // The worker's own stores read the migrated data.
    expect(await idbCatalogStore.get(SLOTS.key)).toEqual(SLOTS)
    expect(await idbSearchStore.get(SEARCH.key)).toEqual(SEARCH)
  })

  it('a fresh device gets every version step at once', async () => {
    const db = await openSwDb()
    expect([...db.objectStoreNames].sort()).toEqual([CATALOG_STORE, META_STORE, REQUEST_STORE, SEARCH_STORE])
    db.close()
  })
})

describe('separate caps', () => {
  it('a burst of searches evicts searches only, never the lobby', async () => {
    await idbCatalogStore.put(SLOTS, 3)
    await idbCatalogStore.put(PROVIDERS, 3)
    for (let i = 0; i < 10; i++)
      await idbSearchStore.put(entry(`/games-api/v2/games/smart-search?filter[name]=q${i}`, 2_000 + i), 4)
    const db = await openSwDb()
    expect((await db.getAllKeys(CATALOG_STORE)).sort()).toEqual([SLOTS.key, PROVIDERS.key])
    const searches = await db.getAllKeys(SEARCH_STORE)
    expect(searches).toHaveLength(4)
    expect(
      searches.every((k) => k.includes('q6') || k.includes('q7') || k.includes('q8') || k.includes('q9')),
    ).toBe(true)
    db.close()
  })

  it('the request log keeps the newest REQUEST_LOG_MAX lines', async () => {
    for (let i = 0; i < REQUEST_LOG_MAX + 5; i++)
      await logRequest({ url: `${ORIGIN}/rest/punter/balance?i=${i}`, method: 'GET', from: 'network', at: i })
    const db = await openSwDb()
    const lines = await db.getAll(REQUEST_STORE)
    db.close()
    expect(lines).toHaveLength(REQUEST_LOG_MAX)
    expect(lines[0]?.at).toBe(5)
    expect(lines.at(-1)?.at).toBe(REQUEST_LOG_MAX + 4)
  })
})
