import { ResponsibleLink } from '../features/responsible/ResponsibleLink.tsx'
import { openModal } from '../stores/modals.ts'
import { da } from '../text/da.ts'

/** The licence facts, the helplines and the cookie settings at the foot of every page (SPEC.md section 2). */
export function Footer() {
  return (
    <footer className="footer">
      <p>{da.footer.numbers}</p>
      <p>{da.footer.operator}</p>
      <p>{da.footer.regulator}</p>
      <p>{da.footer.helpline}</p>
      <p>
        <ResponsibleLink />
      </p>
      <p>
        <a href="https://www.spillemyndigheden.dk/rofus">{da.footer.rofus}</a>
      </p>
      <p>{da.footer.payments}</p>
      <p className="footer__age">{da.footer.age}</p>
      <button type="button" className="linkbtn" onClick={() => openModal('COOKIE_SETTINGS')}>
        {da.footer.cookies}
      </button>
    </footer>
  )
}
