import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/** The worker's one IndexedDB database (CONVENTIONS.md: IndexedDB behind one db.ts). */
export const DB_NAME = 'go-casino-sw'
export const DB_VERSION = 1
export const CATALOG_STORE = 'catalog'

/** One stored API answer: the JSON text as the server sent it, and when the network last confirmed it. */
export type CatalogEntry = { key: string; url: string; body: string; storedAt: number }

interface SwDb extends DBSchema {
  catalog: { key: string; value: CatalogEntry; indexes: { 'by-stored-at': number } }
}

/** What the catalog strategy needs from storage; an in-memory one stands in for it in unit tests. */
export type CatalogStore = {
  get(key: string): Promise<CatalogEntry | undefined>
  put(entry: CatalogEntry, maxEntries: number): Promise<void>
}

/**
 * The keys to delete so that at most `max` entries remain: oldest confirmation first, never `keep`
 * (the entry just written). Oldest-stored approximates least-used: a read of a stale entry refreshes it.
 */
export function keysToEvict(
  entries: readonly { key: string; storedAt: number }[],
  max: number,
  keep?: string,
): string[] {
  const excess = entries.length - Math.max(0, max)
  if (excess <= 0) return []
  return entries
    .filter((e) => e.key !== keep)
    .sort((a, b) => a.storedAt - b.storedAt || a.key.localeCompare(b.key))
    .slice(0, excess)
    .map((e) => e.key)
}

let opening: Promise<IDBPDatabase<SwDb>> | undefined

function db(): Promise<IDBPDatabase<SwDb>> {
  opening ??= openDB<SwDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      const store = database.createObjectStore(CATALOG_STORE, { keyPath: 'key' })
      store.createIndex('by-stored-at', 'storedAt')
    },
    // A newer worker wants to upgrade: let it, and reopen on the next call.
    blocking() {
      void opening?.then((d) => d.close())
      opening = undefined
    },
    terminated() {
      opening = undefined
    },
  }).catch((error: unknown) => {
    opening = undefined // e.g. storage blocked: try again next time rather than fail forever
    throw error
  })
  return opening
}

export const idbCatalogStore: CatalogStore = {
  async get(key) {
    return (await db()).get(CATALOG_STORE, key)
  },
  async put(entry, maxEntries) {
    const tx = (await db()).transaction(CATALOG_STORE, 'readwrite')
    await tx.store.put(entry)
    if ((await tx.store.count()) > maxEntries) {
      const stamps: { key: string; storedAt: number }[] = []
      let cursor = await tx.store.index('by-stored-at').openKeyCursor()
      while (cursor) {
        stamps.push({ key: cursor.primaryKey, storedAt: cursor.key })
        cursor = await cursor.continue()
      }
      await Promise.all(keysToEvict(stamps, maxEntries, entry.key).map((k) => tx.store.delete(k)))
    }
    await tx.done
  },
}
