import { proxy, ref, useSnapshot } from 'valtio'
import type { LiveTableInfo } from '../../contract/live.ts'
import { liveApi } from '../api/live.ts'

/** While a live table page is open its facts (players watching, last results) are read again this often. */
export const LIVE_TABLES_POLL_MS = 5000

/** The live tables as the studio reports them, by table id; `failed` when the last read did not answer. */
const liveStore = proxy({
  tables: {} as Record<string, LiveTableInfo>,
  loaded: false,
  failed: false,
})

export async function loadLiveTables(): Promise<void> {
  try {
    const { tables } = await liveApi.tables()
    liveStore.tables = Object.fromEntries(tables.map((t) => [t.tableId, ref(t)]))
    liveStore.loaded = true
    liveStore.failed = false
  } catch {
    liveStore.failed = true
  }
}

export const useLive = () => useSnapshot(liveStore)
