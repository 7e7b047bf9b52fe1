import { HelpCentres } from '../features/responsible/HelpCentres.tsx'
import { ResponsibleLink } from '../features/responsible/ResponsibleLink.tsx'
import { openModal } from '../stores/modals.ts'
import { FOOTER_LINKS, daFooter as t } from '../text/footer.ts'
import { PaymentMarks } from './footer/PaymentMarks.tsx'
import { TrustMarks } from './footer/TrustMarks.tsx'
import './footer/footer.css'

/**
 * The foot of every page (SPEC.md section 2): the licence statement and the regulator's marks, help
 * with the self-test and every treatment centre, the payment methods and the cookie settings.
 */
export function Footer() {
  return (
    <footer className="footer">
      <TrustMarks />
      <div className="footer__cols">
        <section aria-labelledby="footer-help">
          <h2 className="footer__h" id="footer-help">
            {t.helpTitle}
          </h2>
          <p>
            <a href={`tel:+4570222825`}>{t.helpline}</a>
          </p>
          <p>
            <a
              className="footer__selftest"
              href={FOOTER_LINKS.selfTest}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.selfTest}
            </a>
          </p>
          <details className="footer__centres">
            <summary>{t.centres}</summary>
            <HelpCentres title={false} />
          </details>
        </section>
        <section aria-labelledby="footer-rg">
          <h2 className="footer__h" id="footer-rg">
            {t.responsibleTitle}
          </h2>
          <p>
            <ResponsibleLink />
          </p>
          <p>
            <a href={FOOTER_LINKS.rofus} target="_blank" rel="noopener noreferrer">
              {t.rofusText}
            </a>
          </p>
          <p>{t.ageText}</p>
        </section>
        <section aria-labelledby="footer-about">
          <h2 className="footer__h" id="footer-about">
            {t.aboutTitle}
          </h2>
          <p>{t.numbers}</p>
          <p>
            <button
              type="button"
              className="linkbtn footer__cookies"
              onClick={() => openModal('COOKIE_SETTINGS')}
            >
              {t.cookies}
            </button>
          </p>
          <p>
            <button type="button" className="linkbtn" onClick={() => openModal('TEXT_PAGE', { id: 120 })}>
              {t.licences}
            </button>
          </p>
        </section>
      </div>
      <PaymentMarks />
      <div className="footer__licence">
        <p>{t.licence}</p>
        <p>
          {t.regulator} ·{' '}
          <a href={FOOTER_LINKS.regulator} target="_blank" rel="noopener noreferrer">
            {t.licenceLink}
          </a>
        </p>
      </div>
    </footer>
  )
}
