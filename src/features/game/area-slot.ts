import { useEffect, useState, useSyncExternalStore } from 'react'

/**
 * Where the game page wants its games: an empty box on the page that the player area (mounted once,
 * outside the routes) lies over. The frames never move in the DOM, so a game going from its page to
 * the minimised window and back is never reloaded: its round in progress goes on.
 */
let slot: HTMLElement | null = null
const listeners = new Set<() => void>()

export function setAreaSlot(el: HTMLElement | null) {
  if (slot === el) return
  slot = el
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const useAreaSlot = () => useSyncExternalStore(subscribe, () => slot)

export type PageRect = { top: number; left: number; width: number; height: number }

/** The slot's box in page coordinates, followed as the page around it grows or the window resizes. */
export function usePageRect(el: HTMLElement | null): PageRect | null {
  const [rect, setRect] = useState<PageRect | null>(null)
  useEffect(() => {
    if (!el) {
      setRect(null)
      return
    }
    const measure = () => {
      const r = el.getBoundingClientRect()
      const next = {
        top: r.top + window.scrollY,
        left: r.left + window.scrollX,
        width: r.width,
        height: r.height,
      }
      setRect((old) =>
        old &&
        old.top === next.top &&
        old.left === next.left &&
        old.width === next.width &&
        old.height === next.height
          ? old
          : next,
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    observer.observe(document.body)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [el])
  return rect
}
