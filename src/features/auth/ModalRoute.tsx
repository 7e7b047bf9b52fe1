import { useEffect, useRef } from 'react'
import { Redirect, useLocation } from 'wouter'
import { readPersisted } from '../../lib/persisted.ts'
import { closeModal, type ModalName, openModal, useModals } from '../../stores/modals.ts'
import { closeTarget } from '../../stores/nav-history.ts'
import { sessionStore, useSession } from '../../stores/session.ts'
import { Home } from '../lobby/Home.tsx'

// One object for every render: a fresh {} would re-run the effect and reopen the modal on each render.
const NO_PROPS: Record<string, unknown> = {}

/**
 * /log-ind, /testing/log-ind, /opret-konto: the home page with a modal over it; logged in, they go home.
 * A player this browser knows (a stored user id) may still be logged in, so the session check answers
 * before the modal opens. Once the player closes the modal (or another takes its place), the address
 * leaves the route too, to the page before it (issue 32 item 6).
 */
export function ModalRoute({
  modal,
  props = NO_PROPS,
}: {
  modal: ModalName
  props?: Record<string, unknown>
}) {
  const [path, navigate] = useLocation()
  const { loggedIn, checked } = useSession()
  const open = useModals().stack.some((m) => m.name === modal)
  const waiting = !checked && readPersisted('userId') > 0
  const opened = useRef(false)
  useEffect(() => {
    if (loggedIn) closeModal(modal)
    else if (!waiting) openModal(modal, props)
  }, [loggedIn, waiting, modal, props])
  useEffect(() => {
    if (open) opened.current = true
    else if (opened.current && !sessionStore.loggedIn) navigate(closeTarget(path), { replace: true })
  }, [open, path, navigate])
  if (loggedIn) return <Redirect to="/" replace />
  return <Home />
}
