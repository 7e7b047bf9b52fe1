declare global {
  interface Window {
    __prefetch?: Record<string, Promise<unknown> | undefined>
  }
}

/** An answer index.html started fetching before the bundle loaded; each is handed out once. */
export function takePrefetched(url: string): Promise<unknown> | undefined {
  const store = typeof window === 'undefined' ? undefined : window.__prefetch
  const hit = store?.[url]
  if (store && hit) delete store[url]
  return hit
}
