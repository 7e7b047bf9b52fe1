import { ResponsibleLink } from '../features/responsible/ResponsibleLink.tsx'
import { da } from '../text/da.ts'
import { daFooter, FOOTER_LINKS } from '../text/footer.ts'
import { TopBarTimers } from './TopBarTimers.tsx'
import './topbar.css'

/**
 * The strip above the header (SPEC.md section 2): 18+, the licence, ROFUS, 'Ansvarligt spil' and
 * StopSpillet, and for a logged-in player the session timer and clock. On a phone the two groups take
 * a line each and wrap inside the screen, so no link is ever pushed off it (issue 32 item 5).
 */
export function TopBar() {
  return (
    <div className="topbar">
      <TopBarTimers />
      <span className="topbar__trust">
        <span className="topbar__age" title={daFooter.ageText}>
          <span aria-hidden="true">18+</span>
          <span className="visually-hidden">{daFooter.ageText}</span>
        </span>
        <a
          className="topbar__licence"
          href={FOOTER_LINKS.regulator}
          target="_blank"
          rel="noopener noreferrer"
        >
          {da.topBar.licence}
        </a>
        <a href={FOOTER_LINKS.rofus} target="_blank" rel="noopener noreferrer">
          ROFUS
        </a>
        <ResponsibleLink />
        <a href={FOOTER_LINKS.stopSpillet} target="_blank" rel="noopener noreferrer">
          StopSpillet
        </a>
      </span>
    </div>
  )
}
