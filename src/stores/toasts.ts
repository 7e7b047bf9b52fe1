import { proxy, useSnapshot } from 'valtio'

export type Toast = { id: number; kind: 'success' | 'error' | 'info'; text: string }

export const toastsStore = proxy({ list: [] as Toast[] })
let nextId = 1

/**
 * Queues a toast; it lasts 4000 ms (SPEC.md section 9) from when it is on screen (src/ui/ToastHost.tsx),
 * not from now: the host comes after the first screen, and on a slow phone a toast shown before it
 * would be gone before anyone saw it.
 */
export function showToast(text: string, kind: Toast['kind'] = 'info') {
  toastsStore.list.push({ id: nextId++, kind, text })
}

export function dismissToast(id: number) {
  toastsStore.list = toastsStore.list.filter((t) => t.id !== id)
}

export const useToasts = () => useSnapshot(toastsStore)
