import { useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { formatLastLogin } from '../../../contract/dates.ts'
import { LAST_LOGIN_POPUP } from '../../lib/constants.ts'
import { markLastLoginShown, useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { CloseButton } from '../../ui/CloseButton.tsx'
import { useNoticeLayer } from '../../ui/notice-layer.ts'

/** Once per session when lastLogin exists: fades after 4.4 s, gone at 5 s, or closed by the player (SPEC.md section 4). */
function useFade() {
  const [phase, setPhase] = useState<'hidden' | 'shown' | 'fading'>('hidden')
  const [removeIn, setRemoveIn] = useState(0)
  const fadeOut = useCallback((ms: number) => {
    setRemoveIn(ms)
    setPhase('fading')
  }, [])
  return { phase, setPhase, removeIn, fadeOut }
}

export function LastLoginPopup() {
  const { user, lastLoginShown } = useSession()
  const { phase, setPhase, removeIn, fadeOut } = useFade()
  const lastLogin = user?.lastLogin ?? null
  // Drawn above the account panel that opens with the login (src/ui/notice-layer.ts).
  const layer = useNoticeLayer()

  useEffect(() => {
    if (!lastLogin || lastLoginShown) return
    markLastLoginShown()
    setPhase('shown')
  }, [lastLogin, lastLoginShown, setPhase])

  useEffect(() => {
    if (phase !== 'shown') return
    const timer = setTimeout(
      () => fadeOut(LAST_LOGIN_POPUP.removeMs - LAST_LOGIN_POPUP.fadeMs),
      LAST_LOGIN_POPUP.fadeMs,
    )
    return () => clearTimeout(timer)
  }, [phase, fadeOut])

  useEffect(() => {
    if (phase !== 'fading') return
    const timer = setTimeout(() => setPhase('hidden'), removeIn)
    return () => clearTimeout(timer)
  }, [phase, removeIn, setPhase])

  if (phase === 'hidden' || !lastLogin || !layer) return null
  return createPortal(
    <aside className={`last-login${phase === 'fading' ? ' last-login--fading' : ''}`} aria-live="polite">
      <span>{da.auth.lastLogin(formatLastLogin(new Date(lastLogin)))}</span>
      <CloseButton onClick={() => fadeOut(LAST_LOGIN_POPUP.closeMs)} />
    </aside>,
    layer,
  )
}
