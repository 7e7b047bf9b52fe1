import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { LoginSignupButtons } from '../auth/LoginSignupButtons.tsx'

/** Sign-up and login at the bottom of the screen for logged-out visitors on mobile (SPEC.md section 2). */
export function BottomBar() {
  const { loggedIn } = useSession()
  if (loggedIn) return null
  return (
    <section className="bottombar" aria-label={da.content.bottomBar.label}>
      <LoginSignupButtons />
    </section>
  )
}
