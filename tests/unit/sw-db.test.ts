import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import { CATALOG_STORE, type CatalogEntry, DB_NAME, DB_VERSION, idbCatalogStore } from '../../sw/db.ts'

// The worker's real IndexedDB store (sw/db.ts) under fake-indexeddb: what it keeps and what it evicts.
const entry = (key: string, storedAt: number): CatalogEntry => ({
  key,
  url: `/games-api/${key}`,
  body: JSON.stringify({ success: true, data: key }),
  storedAt,
})

async function storedKeys(): Promise<string[]> {
  const db = await openDB(DB_NAME, DB_VERSION)
  const keys = (await db.getAllKeys(CATALOG_STORE)).map(String).sort()
  db.close()
  return keys
}

describe('the catalogue store in IndexedDB (sw/db.ts)', () => {
  it('keeps an answer and gives it back', async () => {
    await idbCatalogStore.put(entry('providers', 1_000), 10)
    expect(await idbCatalogStore.get('providers')).toEqual(entry('providers', 1_000))
    expect(await idbCatalogStore.get('never-stored')).toBeUndefined()
  })

  it('evicts the oldest confirmations past the limit, never the entry just written', async () => {
    await idbCatalogStore.put(entry('a', 5_000), 3)
    await idbCatalogStore.put(entry('b', 2_000), 3)
    await idbCatalogStore.put(entry('c', 4_000), 3)
    // 'c' pushes out 'providers' (1 000); 'd' is older than all but was just written, so 'b' (2 000) goes.
    await idbCatalogStore.put(entry('d', 500), 3)
    expect(await storedKeys()).toEqual(['a', 'c', 'd'])
  })

  it('a refreshed entry counts as new again', async () => {
    await idbCatalogStore.put(entry('c', 9_000), 3)
    await idbCatalogStore.put(entry('e', 8_000), 3)
    // Refreshed, 'c' is the newest; 'e' pushes out 'd' (500). With room for two, 'a' and 'e' go.
    expect(await storedKeys()).toEqual(['a', 'c', 'e'])
    await idbCatalogStore.put(entry('f', 10_000), 2)
    expect(await storedKeys()).toEqual(['c', 'f'])
  })
})
