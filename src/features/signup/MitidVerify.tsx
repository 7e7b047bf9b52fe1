import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { Home } from '../lobby/Home.tsx'
import { runMitidRoute } from './mitid-actions.ts'

/** /mitid-verify/* (SPEC.md section 2, Identity verification routes): the work, then home. */
export function MitidVerify({ action, type }: { action: string; type?: string }) {
  const [, navigate] = useLocation()
  const { checked, loggedIn, profile } = useSession()
  const hasProfile = Boolean(profile?.userId)
  // A MitID result is single-use: StrictMode's second effect run must not send it again.
  const handled = useRef('')

  useEffect(() => {
    if (action === 'forgotpassword') return
    const key = `${action}/${type ?? ''}${window.location.search}`
    if (handled.current === key) return
    handled.current = key
    const target = runMitidRoute(action, type, new URLSearchParams(window.location.search))
    navigate(target, { replace: true })
  }, [action, type, navigate])

  // /mitid-verify/forgotpassword: the restore modal when a profile with an id is present, else /404.
  useEffect(() => {
    if (action !== 'forgotpassword' || !checked) return
    if (hasProfile) {
      openModal('RESTORE_PASS', {})
      navigate('/', { replace: true })
    } else if (!loggedIn) navigate('/404', { replace: true })
  }, [action, checked, loggedIn, hasProfile, navigate])

  return <Home />
}
