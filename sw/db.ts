import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb'

/**
 * The worker's one IndexedDB database (CONVENTIONS.md: IndexedDB behind one db.ts). Versioned: each
 * version's step in MIGRATIONS runs once, in order, so a device that skipped versions still arrives at
 * the current schema with its stored catalogue intact.
 *
 * - v1 `catalog`: every stored API answer.
 * - v2 `search`: search answers apart from the lobby's lists, each with its own cap, so searching
 *   never evicts the lobby; `requests`: the worker's request log (what answered each call: the
 *   network, a cache or the offline answer); `meta`: small settings (the lobby's platform).
 */
export const DB_NAME = 'go-casino-sw'
export const DB_VERSION = 2
export const CATALOG_STORE = 'catalog'
export const SEARCH_STORE = 'search'
export const REQUEST_STORE = 'requests'
export const META_STORE = 'meta'

/** One stored API answer: the JSON text as the server sent it, and when the network last confirmed it. */
export type CatalogEntry = { key: string; url: string; body: string; storedAt: number }

/** How the worker answered one call: `cache` is a stored copy, `offline` its made-up offline answer. */
export type AnsweredFrom = 'network' | 'cache' | 'catalogue' | 'offline'
export type RequestLogEntry = { id?: number; url: string; method: string; from: AnsweredFrom; at: number }

export interface SwDb extends DBSchema {
  catalog: { key: string; value: CatalogEntry; indexes: { 'by-stored-at': number } }
  search: { key: string; value: CatalogEntry; indexes: { 'by-stored-at': number } }
  requests: { key: number; value: RequestLogEntry }
  meta: { key: string; value: { key: string; value: string } }
}

type UpgradeTx = IDBPTransaction<SwDb, StoreNames<SwDb>[], 'versionchange'>
type Migration = (database: IDBPDatabase<SwDb>, tx: UpgradeTx) => Promise<void> | void

/** Search answers are keyed like any catalog URL; these paths are searches (and filter pages). */
export const isSearchKey = (key: string): boolean => /\/smart-search\/?(?:\?|$)/.test(new URL(key).pathname)

/** MIGRATIONS[n] brings version n to n + 1. Never edit a shipped step: add the next one. */
const MIGRATIONS: readonly Migration[] = [
  // 0 -> 1
  (database) => {
    database.createObjectStore(CATALOG_STORE, { keyPath: 'key' }).createIndex('by-stored-at', 'storedAt')
  },
  // 1 -> 2: searches move to their own store, so the lobby's cap counts only the lobby.
  async (database, tx) => {
    database.createObjectStore(SEARCH_STORE, { keyPath: 'key' }).createIndex('by-stored-at', 'storedAt')
    database.createObjectStore(REQUEST_STORE, { keyPath: 'id', autoIncrement: true })
    database.createObjectStore(META_STORE, { keyPath: 'key' })
    const catalog = tx.objectStore(CATALOG_STORE)
    const search = tx.objectStore(SEARCH_STORE)
    let cursor = await catalog.openCursor()
    while (cursor) {
      if (isSearchKey(cursor.value.key)) {
        await search.put(cursor.value)
        await cursor.delete()
      }
      cursor = await cursor.continue()
    }
  },
]

/** Opens (and upgrades) the database at `version`; tests open older versions to test a migration. */
export function openSwDb(version: number = DB_VERSION, hooks: { onBlocking?: () => void } = {}) {
  return openDB<SwDb>(DB_NAME, version, {
    async upgrade(database, oldVersion, newVersion, tx) {
      for (let v = oldVersion; v < (newVersion ?? version); v++) await MIGRATIONS[v]?.(database, tx)
    },
    blocking: hooks.onBlocking,
  })
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
  opening ??= openSwDb(DB_VERSION, {
    // A newer worker wants to upgrade: let it, and reopen on the next call.
    onBlocking() {
      void opening?.then((d) => d.close())
      opening = undefined
    },
  }).catch((error: unknown) => {
    opening = undefined // e.g. storage blocked: try again next time rather than fail forever
    throw error
  })
  return opening
}

function entryStore(name: typeof CATALOG_STORE | typeof SEARCH_STORE): CatalogStore {
  return {
    async get(key) {
      return (await db()).get(name, key)
    },
    async put(entry, maxEntries) {
      const tx = (await db()).transaction(name, 'readwrite')
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
}

/** The lobby's lists, texts and details. */
export const idbCatalogStore = entryStore(CATALOG_STORE)
/** Search answers: a cap of their own. */
export const idbSearchStore = entryStore(SEARCH_STORE)

/** Enough for a session's worth of calls; the oldest go first. */
export const REQUEST_LOG_MAX = 500

export async function logRequest(entry: RequestLogEntry): Promise<void> {
  const tx = (await db()).transaction(REQUEST_STORE, 'readwrite')
  await tx.store.add(entry)
  const excess = (await tx.store.count()) - REQUEST_LOG_MAX
  if (excess > 0) {
    let cursor = await tx.store.openCursor()
    for (let i = 0; cursor && i < excess; i++) {
      await cursor.delete()
      cursor = await cursor.continue()
    }
  }
  await tx.done
}

export async function readMeta(key: string): Promise<string | undefined> {
  return (await (await db()).get(META_STORE, key))?.value
}

export async function writeMeta(key: string, value: string): Promise<void> {
  await (await db()).put(META_STORE, { key, value })
}
