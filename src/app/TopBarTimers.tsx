import { Suspense } from 'react'
import { useSession } from '../stores/session.ts'
import { lazyNamed } from './lazy-named.ts'

// Signals and the ticker load with the first login, not with the first screen: the server renders no
// player, so no visitor's first screen has timers (issue 28: the first screen's JS at most 100 KB).
const SessionTimers = lazyNamed(() => import('./SessionTimers.tsx'), 'SessionTimers')

/** The session timer and clock of the top bar, for a logged-in player only. */
export function TopBarTimers() {
  const { user } = useSession()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <SessionTimers since={user.loginTimeNum} />
    </Suspense>
  )
}
