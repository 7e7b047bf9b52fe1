import { useEffect, useState } from 'react'
import { CONSENT_EVENT, hasConsentChoice, pushTracked, saveConsent } from '../../lib/consent.ts'
import { readPersisted } from '../../lib/persisted.ts'
import { openModal } from '../../stores/modals.ts'
import { daConsent as t } from '../../text/footer.ts'
import './consent-banner.css'

/**
 * The first visit's question (issue 32 item 4): 'Accepter alle', 'Kun nødvendige' and 'Indstillinger'
 * as three equal buttons. Once answered (here or in the cookie settings) it stays away for the cookie's
 * lifetime. Accepting counts the page the player is on, which loaded before there was consent.
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(() => !hasConsentChoice())
  useEffect(() => {
    const onChange = () => setOpen(!hasConsentChoice())
    window.addEventListener(CONSENT_EVENT, onChange)
    return () => window.removeEventListener(CONSENT_EVENT, onChange)
  }, [])
  if (!open) return null
  function acceptAll() {
    saveConsent({ statistics: true, marketing: true })
    const userId = readPersisted('userId')
    pushTracked({ event: 'page_view', page_path: location.pathname, ...(userId ? { user_id: userId } : {}) })
  }
  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 className="consent__title" id="consent-title">
        {t.title}
      </h2>
      <p className="consent__text">{t.text}</p>
      <div className="consent__actions">
        <button type="button" className="consent__btn" onClick={acceptAll}>
          {t.acceptAll}
        </button>
        <button
          type="button"
          className="consent__btn"
          onClick={() => saveConsent({ statistics: false, marketing: false })}
        >
          {t.necessaryOnly}
        </button>
        <button type="button" className="consent__btn" onClick={() => openModal('COOKIE_SETTINGS')}>
          {t.settings}
        </button>
      </div>
    </section>
  )
}
