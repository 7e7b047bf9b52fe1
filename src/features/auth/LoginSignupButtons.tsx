import { Link } from 'wouter'
import { openLogin } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { paintedButton, useHydrated } from '../../ui/hydrated.ts'

/** What a logged-out visitor is offered in the header and the mobile bottom bar (SPEC.md section 2). */
export function LoginSignupButtons() {
  const hydrated = useHydrated()
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={openLogin} {...paintedButton(hydrated)}>
        {da.header.login}
      </button>
      <Link className="btn" href="/opret-konto">
        {da.header.signup}
      </Link>
    </>
  )
}
