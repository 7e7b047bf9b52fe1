import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { loadCounts, useGames } from '../stores/games.ts'
import { da } from '../text/da.ts'
import { type DropdownEntry, NavDropdown } from './NavDropdown.tsx'

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

type Counts = ReturnType<typeof useGames>['counts']['data']
const LIST_ROUTES = [
  ['slots', 'slots'],
  ['new', 'new'],
  ['popular', 'popular'],
  ['bonus', 'bonus'],
  ['jackpots', 'jackpots'],
  ['exclusive', 'exclusive-spil'],
] as const
const allGamesEntries = (c: Counts): DropdownEntry[] =>
  LIST_ROUTES.map(([type, route]) => ({
    href: `/alle-spil/${route}`,
    label: da.list.headings[route],
    count: c?.types[type],
  }))
const LIVE_ROUTES = [
  ['all', 'all'],
  ['roulette', 'roulette'],
  ['baccarat', 'baccarat'],
  ['blackjack', 'blackjack'],
  ['poker', 'poker'],
  ['game-show', 'gameShow'],
] as const
const liveEntries = (c: Counts): DropdownEntry[] =>
  LIVE_ROUTES.map(([route, key]) => ({
    href: `/live-casino/${route}`,
    label: da.live.headings[route],
    count: c?.live[key],
  }))

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
            <div key={item.href} className="nav__item">
              <Link href={item.href} aria-current={activeSegment(path) === item.segment ? 'page' : undefined}>
                {item.label}
              </Link>
              {item.segment === 'alle-spil' && (
                <NavDropdown label={`${item.label}: underpunkter`} entries={allGamesEntries(counts)} />
              )}
              {item.segment === 'live-casino' && (
                <NavDropdown label={`${item.label}: underpunkter`} entries={liveEntries(counts)} />
              )}
            </div>
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
