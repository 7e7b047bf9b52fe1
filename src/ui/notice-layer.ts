import { useEffect, useState } from 'react'

/**
 * Where toasts and the last-login notice are drawn: one element that always sits in the topmost open
 * modal, or in the body when none is open. A modal is shown in the browser's top layer above anything
 * a z-index can lift, and it makes the rest of the page inert, which also hides a live region outside
 * it from screen readers; so a notice drawn in the page stood under the account panel, unread
 * (issue 32). Inside the modal it is painted above the modal's content and announced.
 */
let layer: HTMLDivElement | null = null
/** Open modals in the order they were shown, which is the top layer's order (the DOM's need not be). */
let shown: HTMLDialogElement[] = []

function place(records: MutationRecord[] = []) {
  if (!layer) return
  for (const r of records)
    if (r.type === 'attributes' && r.target instanceof HTMLDialogElement && r.target.open) {
      shown = shown.filter((d) => d !== r.target)
      shown.push(r.target)
    }
  for (const d of document.querySelectorAll<HTMLDialogElement>('dialog:modal'))
    if (!shown.includes(d)) shown.push(d)
  shown = shown.filter((d) => d.isConnected && d.matches(':modal'))
  const host = shown.at(-1) ?? document.body
  if (layer.parentElement !== host) host.append(layer)
}

function noticeLayer(): HTMLDivElement {
  if (layer) return layer
  layer = document.createElement('div')
  layer.className = 'notice-layer'
  document.body.append(layer)
  // A modal opens or closes (its `open` attribute), or leaves the page with the layer inside it.
  new MutationObserver(place).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  })
  place()
  return layer
}

/** The notice layer, once the app runs in the browser (null on the server and in the first render). */
export function useNoticeLayer(): HTMLElement | null {
  const [el, setEl] = useState<HTMLElement | null>(null)
  useEffect(() => setEl(noticeLayer()), [])
  return el
}
