import { useEffect } from 'react'
import { IPHONE_APP_URL, TEXT_PAGE_IDS } from '../../lib/constants.ts'
import { loadTexts, useContent } from '../../stores/content.ts'
import { openModal } from '../../stores/modals.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { InstallHelpButton } from '../install/InstallHelpButton.tsx'
import './content.css'

const t = da.content.sidebar

/** LEFT_SIDEBAR (SPEC.md section 2): the burger menu with text pages, rate us, customer service and the app hint. */
export function LeftSidebar({ onClose }: { onClose: () => void }) {
  const { texts } = useContent()
  useEffect(() => void loadTexts(), [])
  const pages = TEXT_PAGE_IDS.map((id) => texts.data?.find((p) => p.id === id)).filter((p) => p !== undefined)
  return (
    <Modal title={t.title} onClose={onClose} variant="left">
      <nav className="sidebar" aria-label={t.title}>
        <h3>{t.pages}</h3>
        <ul>
          {pages.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="sidebar__item"
                onClick={() => openModal('TEXT_PAGE', { id: p.id })}
              >
                {p.title}
              </button>
            </li>
          ))}
          <li>
            <a className="sidebar__item" href="/cms/common/download-pdf" download>
              {t.terms}
            </a>
          </li>
        </ul>
        <ul>
          <li>
            <button type="button" className="sidebar__item" onClick={() => openModal('RATE_US')}>
              {t.rateUs}
            </button>
          </li>
          <li>
            <button type="button" className="sidebar__item" onClick={() => openModal('CLIENT_SERVISE')}>
              {t.service}
            </button>
          </li>
        </ul>
        <div className="sidebar__app">
          <a href={IPHONE_APP_URL} target="_blank" rel="noopener noreferrer">
            {t.app}
          </a>
          <p>{t.appHint}</p>
          <InstallHelpButton />
        </div>
      </nav>
    </Modal>
  )
}
