import { useEffect, useRef, useState } from 'react'
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../lib/constants.ts'

/** How many items to show: one page more each time the end of the list comes within 50 px of view. */
export function useInfinite(total: number, pageSize: number, resetKey: string) {
  const [shown, setShown] = useState(pageSize)
  const sentinel = useRef<HTMLDivElement | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list or grid starts from one page again
  useEffect(() => setShown(pageSize), [pageSize, resetKey])
  useEffect(() => {
    const el = sentinel.current
    if (!el || shown >= total) return
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => Math.min(total, n + pageSize))
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX.list}px 0px` },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [shown, total, pageSize])
  return { shown: Math.min(shown, total), sentinel }
}
