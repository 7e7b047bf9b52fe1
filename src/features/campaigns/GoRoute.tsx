import { useEffect } from 'react'
import { openModal } from '../../stores/modals.ts'
import { Home } from '../lobby/Home.tsx'

/** /go: the home page with GO_POPUP over it; the nav's GO knap opens the popup without navigating. */
export function GoRoute() {
  useEffect(() => openModal('GO_POPUP', { routed: true }), [])
  return <Home />
}
