import { useEffect } from 'react'
import { GEO_EXEMPT_HOSTS } from '../../lib/constants.ts'
import { closeModal, openModal, useModals } from '../../stores/modals.ts'
import { loadGeo, useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'

const GUARDED = ['LOGIN', 'PIN_LOGIN', 'SIGN_UP'] as const

/**
 * The geo block of SPEC.md section 8: a login, PIN-login or sign-up modal is visible, geo has an ip,
 * allowed is false and the host is not exempt → that modal closes and the 'Fejl!' status opens.
 */
export function GeoGuard() {
  const { stack } = useModals()
  const { geo } = useSession()
  const guardedOpen = stack.some((m) => (GUARDED as readonly string[]).includes(m.name))
  useEffect(() => {
    if (!guardedOpen || !geo?.ip || geo.allowed !== false) return
    if (GEO_EXEMPT_HOSTS.includes(window.location.hostname)) return
    for (const name of GUARDED) closeModal(name)
    openModal('STATUS_OF_ACTION', {
      kind: 'error',
      title: da.auth.geo.title,
      text: da.auth.geo.text,
      closeText: da.auth.geo.retry,
    })
    void loadGeo()
  }, [guardedOpen, geo])
  return null
}
