import { type ReactNode, useEffect, useState } from 'react'

/**
 * Renders its children in a task of their own, after the one that took over the painted first screen.
 * A phone at a quarter of this machine's speed spends hundreds of milliseconds on the app's first
 * render; in one task that blocks a tap on the painted page for all of it (Lighthouse's Total Blocking
 * Time, issue 16). What the first screen does not show (the watches, the hosts of modals and toasts,
 * the footer) comes in tasks of its own, each short enough to let an input through between them.
 * Only for parts the painted HTML does not hold: a part painted by index.html must be in the first
 * render, or Preact would remove the painted elements it does not take over.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setShown(true), 0)
    return () => clearTimeout(id)
  }, [])
  return shown ? children : null
}
