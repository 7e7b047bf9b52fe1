import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Renders its children in a task of their own, after the one that took over the painted first screen.
 * A phone at a quarter of this machine's speed spends hundreds of milliseconds on the app's first
 * render; in one task that blocks a tap on the painted page for all of it (Lighthouse's Total Blocking
 * Time, issue 16). What the first screen does not show (the watches, the hosts of modals and toasts,
 * the footer) comes in tasks of its own, as a transition that React renders in slices, so an input
 * gets through between them. Only for parts the server's HTML does not hold: a part it rendered must
 * be in the first render, or hydration would not match.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => startTransition(() => setShown(true)), 0)
    return () => clearTimeout(id)
  }, [])
  return shown ? children : null
}
