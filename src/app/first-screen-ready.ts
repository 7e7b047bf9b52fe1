import { startTransition, useEffect, useState } from 'react'

let resolve: () => void = () => undefined
const ready = new Promise<void>((r) => {
  resolve = r
})
// Should the route's screen never commit (its chunk failed to load offline), the rest still comes.
if (typeof window !== 'undefined') setTimeout(() => resolve(), 15_000)

/**
 * Rendered after the route's screen, inside its Suspense boundary (src/app/App.tsx): its effect runs
 * when that boundary has committed, which on a server-rendered page is when its hydration is done.
 */
export function FirstScreenMark() {
  useEffect(() => resolve(), [])
  return null
}

/**
 * Runs `work` `delayMs` after the first screen is the app's (in a task of its own, never in the one
 * that committed it): what the first screen does not show loads then, so neither its code nor its
 * calls compete with the first screen's (issue 28: first-render JS of `/` at most 100 KB with React).
 * Answers a cancel, for an effect's cleanup.
 */
export function afterFirstScreen(work: () => void, delayMs = 0): () => void {
  let cancelled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  void ready.then(() => {
    if (!cancelled) timer = setTimeout(work, delayMs)
  })
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}

/** False until a task after the first screen is the app's; false in the server's render. */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(false)
  // A transition: what comes after the first screen renders in slices a tap can get between.
  useEffect(() => afterFirstScreen(() => startTransition(() => setAfter(true))), [])
  return after
}
