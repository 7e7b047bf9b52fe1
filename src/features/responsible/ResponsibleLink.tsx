import { Link } from 'wouter'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { daResponsible } from '../../text/responsible.ts'
import { paintedButton, useHydrated } from '../../ui/hydrated.ts'
import { RESPONSIBLE_PATHS } from './paths.ts'

/**
 * 'Ansvarligt spil' in the top bar and the footer: one tap to the panel, two to a limit or the
 * self-exclusion. Logged out, the panel opens in place (its address needs a login) with help and login.
 */
export function ResponsibleLink({ className }: { className?: string }) {
  const { user } = useSession()
  const hydrated = useHydrated()
  if (user)
    return (
      <Link className={className} href={RESPONSIBLE_PATHS.RESPONSIBLE_GAMING}>
        {daResponsible.open}
      </Link>
    )
  return (
    <button
      type="button"
      className={`linkbtn ${className ?? ''}`}
      onClick={() => openModal('RESPONSIBLE_GAMING')}
      {...paintedButton(hydrated)}
    >
      {daResponsible.open}
    </button>
  )
}
