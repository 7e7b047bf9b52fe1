import { useEffect, useState } from 'react'

/** Whether the page is scrolled more than `px`; re-renders only when that answer changes. */
export function useScrolledPast(px: number) {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px)
  useEffect(() => {
    const on = () => setPast(window.scrollY > px)
    on()
    window.addEventListener('scroll', on, { passive: true })
    return () => window.removeEventListener('scroll', on)
  }, [px])
  return past
}
