import { FIRST_SCREEN_ID, type FirstScreenData, parseFirstScreen } from '../../contract/first-screen.ts'

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

/**
 * The answers a server-rendered page came with (server/web/first-screen.ts), read once; undefined
 * when the page came without (the worker's shell, a route the server does not render).
 */
export function firstScreenAnswers(): FirstScreenData | undefined {
  if (typeof document === 'undefined') return undefined
  const block = document.getElementById(FIRST_SCREEN_ID)
  const data = parseFirstScreen(block?.textContent)
  // Read once: the stores keep what they took, and a later page must not start from old answers.
  block?.remove()
  return data
}
