import { useEffect, useState } from 'react'
import { SCROLL_TO_TOP_PX } from '../../lib/constants.ts'
import { da } from '../../text/da.ts'

/** Appears once the page is scrolled more than 400 px (SPEC.md section 2). */
export const showScrollToTop = (scrollY: number) => scrollY > SCROLL_TO_TOP_PX

export function ScrollToTop() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const on = () => setShown(showScrollToTop(window.scrollY))
    on()
    window.addEventListener('scroll', on, { passive: true })
    return () => window.removeEventListener('scroll', on)
  }, [])
  if (!shown) return null
  return (
    <button
      type="button"
      className="to-top"
      aria-label={da.content.header.scrollTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  )
}
