import { useEffect, useState } from 'react'
import { setNewsletter } from '../../stores/account.ts'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { AccountToggle } from './AccountToggle.tsx'
import { ACCOUNT_PATHS, closeAccountModal, goTo } from './account-nav.ts'
import './account.css'

const t = da.account.settings
const MENU = [
  ['YOUR_INFO', t.yourInfo],
  ['PASSWORDS', t.passwords],
] as const

/** SETTINGS: your info, passwords and the newsletter toggle; the sub-screens push their address (SPEC.md section 2). */
export function Settings({ onClose }: { onClose: () => void }) {
  const open = (name: 'YOUR_INFO' | 'PASSWORDS') => {
    openModal(name)
    goTo(ACCOUNT_PATHS[name])
  }
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <div className="account">
        <ul className="account__menu">
          {MENU.map(([name, label]) => (
            <li key={name}>
              <button type="button" className="account__item" onClick={() => open(name)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
        <Newsletter />
      </div>
    </Modal>
  )
}

/** Sets the flag at once, calls subscribe or unsubscribe, then refreshes the profile after 100 ms (SPEC.md section 4). */
function Newsletter() {
  const subscribed = useSession().user?.hasNewsletterSubscription ?? false
  const [on, setOn] = useState(subscribed)
  useEffect(() => setOn(subscribed), [subscribed])
  function toggle(next: boolean) {
    setOn(next)
    void setNewsletter(next)
  }
  return <AccountToggle label={t.newsletter} checked={on} onChange={toggle} hint={t.newsletterConsent} />
}
