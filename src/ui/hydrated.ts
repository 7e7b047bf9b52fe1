import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False in the server's render and in the browser's hydration of it, true from the render right after:
 * a button the server sends has no handler until the app has taken the page over, so it is `disabled`
 * (`data-painted`) until then, and a tap on it is refused rather than lost (issue 16).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

/** The attributes of a button the server sends, while it has no handler yet. */
export const paintedButton = (hydrated: boolean) => (hydrated ? {} : { disabled: true, 'data-painted': '' })
