import { FIRST_SCREEN_ID, type FirstScreenData, parseFirstScreen } from '../lib/first-screen.ts'

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
 * The home lobby's answers that came inside the page (src/lib/first-screen-html.ts: written by the
 * server or the worker), read once; undefined on any other page or when none came.
 */
export function firstScreenAnswers(): FirstScreenData | undefined {
  if (typeof document === 'undefined') return undefined
  const block = document.getElementById(FIRST_SCREEN_ID)
  const data = parseFirstScreen(block?.textContent)
  // Read once: the stores keep what they took, and a later page must not start from old answers.
  block?.remove()
  return data
}
