import { proxy, useSnapshot } from 'valtio'
import { TOAST_DURATION_MS } from '../lib/constants.ts'

export type Toast = { id: number; kind: 'success' | 'error' | 'info'; text: string }

export const toastsStore = proxy({ list: [] as Toast[] })
let nextId = 1

/** Toasts last 4000 ms (SPEC.md section 9). */
export function showToast(text: string, kind: Toast['kind'] = 'info') {
  const id = nextId++
  toastsStore.list.push({ id, kind, text })
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS)
}

export function dismissToast(id: number) {
  toastsStore.list = toastsStore.list.filter((t) => t.id !== id)
}

export const useToasts = () => useSnapshot(toastsStore)
