import { Link } from 'wouter'
import { openLogin, useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'

/** Sign-up and login at the bottom of the screen for logged-out visitors on mobile (SPEC.md section 2). */
export function BottomBar() {
  const { loggedIn } = useSession()
  if (loggedIn) return null
  return (
    <section className="bottombar" aria-label={da.content.bottomBar.label}>
      <button type="button" className="btn btn--ghost" onClick={openLogin}>
        {da.header.login}
      </button>
      <Link className="btn" href="/opret-konto">
        {da.header.signup}
      </Link>
    </section>
  )
}
