import { type FormEvent, useState } from 'react'
import { readConsent, saveConsent } from '../../lib/consent.ts'
import { openModal } from '../../stores/modals.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { Switch } from '../../ui/Switch.tsx'
import './content.css'

const t = da.content.cookies
/** The cookie policy: text page 22 of the sidebar list (SPEC.md section 2; server/seed/texts.ts). */
const COOKIE_POLICY_ID = 22

/** COOKIE_SETTINGS (footer link, SPEC.md section 1): statistics and marketing are opt-in. */
export function CookieSettings({ onClose }: { onClose: () => void }) {
  const [choice, setChoice] = useState(readConsent)
  function submit(e: FormEvent) {
    e.preventDefault()
    saveConsent(choice)
    showToast(t.saved, 'success')
    onClose()
  }
  return (
    <Modal title={t.title} onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <p>{t.intro}</p>
        <Switch label={t.necessary} checked disabled onChange={() => undefined} />
        <Switch
          label={t.statistics}
          checked={choice.statistics}
          onChange={(on) => setChoice((c) => ({ ...c, statistics: on }))}
        />
        <Switch
          label={t.marketing}
          checked={choice.marketing}
          onChange={(on) => setChoice((c) => ({ ...c, marketing: on }))}
        />
        <button
          type="button"
          className="linkbtn"
          onClick={() => openModal('TEXT_PAGE', { id: COOKIE_POLICY_ID })}
        >
          {t.policy}
        </button>
        <button type="submit" className="btn">
          {t.save}
        </button>
      </form>
    </Modal>
  )
}
