import { proxy, useSnapshot } from 'valtio'
import type { GridType, SortKey } from '../lib/constants.ts'
import { readPersisted, writePersisted } from '../lib/persisted.ts'
import { nextSort } from '../lib/sort.ts'

/** Grid type and sort choice, remembered locally (SPEC.md section 2). */
const prefsStore = proxy({
  gridType: readPersisted('gridType'),
  sortMethod: readPersisted('sortMethod'),
  sortMethodReversed: readPersisted('sortMethodReversed'),
})

export function setGridType(grid: GridType) {
  prefsStore.gridType = grid
  writePersisted('gridType', grid)
}

export function chooseSort(current: SortKey, clicked: SortKey) {
  const next = nextSort({ key: current, reversed: prefsStore.sortMethodReversed }, clicked)
  prefsStore.sortMethod = next.key
  prefsStore.sortMethodReversed = next.reversed
  writePersisted('sortMethod', next.key)
  writePersisted('sortMethodReversed', next.reversed)
}

export const usePrefs = () => useSnapshot(prefsStore)
