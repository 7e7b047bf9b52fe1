import { useEffect, useRef } from 'react'

/**
 * Calls `onEnd` when the sentinel comes within `thresholdPx` of the scroll container's bottom
 * (the search modal's infinite scroll: 20 px, SPEC.md section 9).
 */
export function useScrollEnd(onEnd: () => void, thresholdPx: number, active: boolean, loaded: number) {
  const sentinel = useRef<HTMLDivElement | null>(null)
  const callback = useRef(onEnd)
  callback.current = onEnd
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page re-arms the observer (see above)
  useEffect(() => {
    const el = sentinel.current
    if (!el || !active) return
    // The dialog is the scroll container; a sentinel still in view after a page loads fires again.
    const root = el.closest('dialog') ?? null
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        root,
        rootMargin: `0px 0px ${thresholdPx}px 0px`,
      },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [thresholdPx, active, loaded])
  return sentinel
}
