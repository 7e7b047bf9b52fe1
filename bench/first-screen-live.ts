import type { Page } from '@playwright/test'

/**
 * An init script for a page of the lobby: notes in `window.__firstScreenLive` the moment its first
 * screen is the app's, which a player sees as its buttons working. The server sends the header's
 * buttons and each game card's info button disabled (`data-painted`, src/ui/hydrated.ts) until the
 * hydration of their part has committed; a MutationObserver notes the commit that enables the last of
 * them, in the task that made it. A string, not a function: the bench runs under tsx, whose name
 * helpers do not exist in the page.
 */
export const WATCH_FIRST_SCREEN = `(() => {
  const live = () => {
    const header = document.querySelector('#root header')
    if (!header || !header.querySelector('button') || header.querySelector('[data-painted]')) return false
    return !document.querySelector('#root main .card__info[data-painted]')
  }
  const observer = new MutationObserver(() => {
    if (window.__firstScreenLive === undefined && live()) {
      window.__firstScreenLive = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
})()`

/**
 * Waits until WATCH_FIRST_SCREEN has noted the moment. A function, not a string as above: the page's
 * CSP refuses eval, and an arrow function needs none of tsx's helpers.
 */
export function waitForFirstScreenLive(page: Page, timeout: number) {
  return page.waitForFunction(
    () => (window as { __firstScreenLive?: number }).__firstScreenLive !== undefined,
    undefined,
    { timeout },
  )
}
