import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { acceptOffer, dismissOffer, notePath, useInstallOffer } from './install-state.ts'
import { installText as t } from './text.ts'
import './install.css'

/** The install offer, or on an iPhone the 'Føj til hjemmeskærm' steps, once the player has used the app. */
export function InstallOffer() {
  const [path] = useLocation()
  useEffect(() => notePath(path), [path])
  const shown = useInstallOffer()
  if (shown === 'none') return null
  // The browser's own install prompt, or the iPhone's steps by hand.
  const prompt = shown === 'prompt'
  return (
    <section className="install" aria-label={t.region}>
      <img className="install__icon" src="/icons/icon-192.png" alt="" width={48} height={48} />
      <div className="install__text">
        <strong>{prompt ? t.title : t.iosTitle}</strong>
        <span>{prompt ? t.lead : t.iosSteps}</span>
      </div>
      <div className="install__actions">
        <button type="button" className="btn btn--ghost" onClick={dismissOffer}>
          {prompt ? t.later : t.close}
        </button>
        {prompt && (
          <button type="button" className="btn" onClick={() => void acceptOffer()}>
            {t.install}
          </button>
        )}
      </div>
    </section>
  )
}
