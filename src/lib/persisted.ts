import { GRID_TYPES, type GridType, SORT_KEYS, type SortKey } from './constants.ts'

/** The local-storage keys of SPEC.md section 3 that this client uses, each checked on read with a default. */
type Schema = { gridType: GridType; sortMethod: SortKey | null; sortMethodReversed: boolean }
const DEFAULTS: Schema = { gridType: 'dynamic', sortMethod: null, sortMethodReversed: false }
const VALID: { [K in keyof Schema]: (v: unknown) => v is Schema[K] } = {
  gridType: (v): v is GridType => GRID_TYPES.includes(v as GridType),
  sortMethod: (v): v is SortKey | null => v === null || SORT_KEYS.includes(v as SortKey),
  sortMethodReversed: (v): v is boolean => typeof v === 'boolean',
}

export function readPersisted<K extends keyof Schema>(
  key: K,
  storage: Storage | undefined = globalThis.localStorage,
): Schema[K] {
  try {
    const raw = storage?.getItem(key)
    if (raw == null) return DEFAULTS[key]
    const value: unknown = JSON.parse(raw)
    return VALID[key](value) ? value : DEFAULTS[key]
  } catch {
    return DEFAULTS[key]
  }
}

export function writePersisted<K extends keyof Schema>(
  key: K,
  value: Schema[K],
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}
