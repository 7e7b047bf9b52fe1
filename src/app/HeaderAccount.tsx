import { Suspense } from 'react'
import { LoginSignupButtons } from '../features/auth/LoginSignupButtons.tsx'
import { useSession } from '../stores/session.ts'
import { lazyNamed } from './lazy-named.ts'

// A player's part of the header (and the deposit rules it asks) loads with the first login, not with
// the first screen: the server renders every page for a visitor (issue 28: first-screen JS at most 100 KB).
const PlayerAccount = lazyNamed(() => import('./PlayerAccount.tsx'), 'PlayerAccount')

/** Logged out: login and sign-up. Logged in: the player's balances, deposit and avatar (SPEC.md section 2). */
export function HeaderAccount() {
  const { user, avatar } = useSession()
  if (!user)
    return (
      <div className="header__actions">
        <LoginSignupButtons />
      </div>
    )
  return (
    <Suspense fallback={<div className="header__actions header__actions--user" />}>
      <PlayerAccount user={user} avatar={avatar} />
    </Suspense>
  )
}
