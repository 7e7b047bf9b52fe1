import { navigate } from 'wouter/use-browser-location'
import { da } from '../../text/da.ts'
import { ChoiceActions } from '../../ui/ChoiceActions.tsx'
import { Modal } from '../../ui/Modal.tsx'

const t = da.auth.sessionExpired

/** SESSION_EXPIRED: OK goes to /velkommen, login to /log-ind (SPEC.md section 2). */
export function SessionExpired({ onClose }: { onClose: () => void }) {
  const go = (to: string) => {
    onClose()
    navigate(to)
  }
  return (
    <Modal title={t.title} onClose={onClose}>
      <p>{t.text}</p>
      <ChoiceActions
        back={{ label: t.ok, onClick: () => go('/velkommen') }}
        go={{ label: t.login, onClick: () => go('/log-ind') }}
      />
    </Modal>
  )
}
