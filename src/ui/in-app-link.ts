import type { MouseEvent } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { closeModal } from '../stores/modals.ts'

/**
 * A plain left click on one of the app's own links moves inside the app (history push, no page load),
 * so the pages of this visit stay known and 'Tilbage til lobbyen' or a closed game returns to the list
 * the player came from (issue 32 item 6). A click with a modifier (new tab, new window) is the
 * browser's, and so is a click before the app has taken the page over (no handler yet).
 * A link inside a modal (search, favourites) leaves the modals behind it.
 */
export function followInApp(e: MouseEvent<HTMLAnchorElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
  const href = e.currentTarget.getAttribute('href')
  if (!href?.startsWith('/') || href.startsWith('//')) return
  e.preventDefault()
  if (e.currentTarget.closest('dialog')) closeModal()
  navigate(href)
}
