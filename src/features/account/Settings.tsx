import { useEffect, useId, useState } from 'react'
import { ApiError, playerApi } from '../../api/player.ts'
import { NEWSLETTER_REFRESH_MS } from '../../lib/constants.ts'
import { openModal } from '../../stores/modals.ts'
import { loadAccount, useSession } from '../../stores/session.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { Switch } from '../../ui/Switch.tsx'
import { ACCOUNT_PATHS, closeAccountModal, goTo } from './account-nav.ts'
import './account.css'

const t = da.account.settings

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
          <li>
            <button type="button" className="account__item" onClick={() => open('YOUR_INFO')}>
              {t.yourInfo}
            </button>
          </li>
          <li>
            <button type="button" className="account__item" onClick={() => open('PASSWORDS')}>
              {t.passwords}
            </button>
          </li>
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
  const consentId = useId()
  useEffect(() => setOn(subscribed), [subscribed])
  async function toggle(next: boolean) {
    setOn(next)
    try {
      await playerApi.newsletter(next)
    } catch (err) {
      showToast(err instanceof ApiError ? err.message : String(err), 'error')
    }
    setTimeout(() => void loadAccount(), NEWSLETTER_REFRESH_MS)
  }
  return (
    <div className="account__toggle">
      <Switch label={t.newsletter} checked={on} onChange={(v) => void toggle(v)} describedBy={consentId} />
      <p id={consentId} className="account__muted">
        {t.newsletterConsent}
      </p>
    </div>
  )
}
