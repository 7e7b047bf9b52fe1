import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { loadCounts, useGames } from '../stores/games.ts'
import { da } from '../text/da.ts'

const NAV = [
  { href: '/', label: da.nav.home, segment: '' },
  { href: '/alle-spil/slots', label: da.nav.allGames, segment: 'alle-spil' },
  { href: '/go', label: da.nav.go, segment: 'go' },
  { href: '/live-casino/all', label: da.nav.live, segment: 'live-casino' },
  { href: '/aktuelt', label: da.nav.news, segment: 'aktuelt' },
]

/** The active item is matched on the first path segment; 'providers' paths count as Alle spil (SPEC.md section 2). */
const activeSegment = (path: string) =>
  path.includes('providers') ? 'alle-spil' : (path.split('/')[1] ?? '')

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation()
  const counts = useGames().counts.data
  useEffect(() => void loadCounts(), [])
  return (
    <>
      <div className="topbar">
        <span className="topbar__licence">{da.topBar.licence}</span>
        <a href="https://www.spillemyndigheden.dk/rofus">ROFUS</a>
        <a href="https://www.spillemyndigheden.dk/spil-ansvarligt">{da.topBar.responsible}</a>
        <a href="https://www.stopspillet.dk">StopSpillet</a>
      </div>
      <header className="header">
        <a className="logo" href="/velkommen" aria-label={`${da.brand} – forside`}>
          GO
        </a>
        <nav className="nav" aria-label="Hovedmenu">
          {NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={activeSegment(path) === item.segment ? 'page' : undefined}
            >
              {item.label}
              {item.segment === 'alle-spil' && counts ? (
                <span className="nav__count"> ({counts.types.slots})</span>
              ) : null}
              {item.segment === 'live-casino' && counts ? (
                <span className="nav__count"> ({counts.live.all})</span>
              ) : null}
            </Link>
          ))}
        </nav>
        <div className="header__actions">
          <Link className="btn btn--ghost" href="/log-ind">
            {da.header.login}
          </Link>
          <Link className="btn" href="/opret-konto">
            {da.header.signup}
          </Link>
        </div>
      </header>
      <main className="main">{children}</main>
      <footer className="footer">
        <p>{da.footer.numbers}</p>
        <p>{da.footer.operator}</p>
        <p>{da.footer.regulator}</p>
        <p>{da.footer.helpline}</p>
        <p>
          <a href="https://www.spillemyndigheden.dk/rofus">{da.footer.rofus}</a>
        </p>
        <p>{da.footer.payments}</p>
        <p className="footer__age">{da.footer.age}</p>
        <button type="button" className="linkbtn">
          {da.footer.cookies}
        </button>
      </footer>
    </>
  )
}
