import { signal } from '@preact/signals-react'

/** Wall-clock time, ticking once a second; only the components that read it re-render. */
export const now = signal(Date.now())
if (typeof window !== 'undefined') setInterval(() => (now.value = Date.now()), 1000)
