import { useEffect } from 'react'
import { Redirect } from 'wouter'
import { type ModalName, openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { Home } from '../lobby/Home.tsx'

// One object for every render: a fresh {} would re-run the effect and reopen the modal on each render.
const NO_PROPS: Record<string, unknown> = {}

/** /log-ind, /testing/log-ind, /opret-konto: the home page with a modal over it; logged in, they go home. */
export function ModalRoute({
  modal,
  props = NO_PROPS,
}: {
  modal: ModalName
  props?: Record<string, unknown>
}) {
  const { loggedIn } = useSession()
  useEffect(() => {
    if (!loggedIn) openModal(modal, props)
  }, [loggedIn, modal, props])
  if (loggedIn) return <Redirect to="/" replace />
  return <Home />
}
