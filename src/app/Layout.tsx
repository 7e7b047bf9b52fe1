import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { SubMenu } from '../features/lobby/SubMenu.tsx'
import { LIVE_COUNTERS } from '../lib/constants.ts'
import { loadOffers, useContent } from '../stores/content.ts'
import { loadCounts, loadProviders, useGames } from '../stores/games.ts'
import { openModal } from '../stores/modals.ts'
import { recordPath } from '../stores/nav-history.ts'
import { useSession } from '../stores/session.ts'
import { da } from '../text/da.ts'
import { afterFirstScreen, useAfterFirstScreen } from './first-screen-ready.ts'
import { HeaderAccount } from './HeaderAccount.tsx'
import { HeaderModalButton } from './HeaderModalButton.tsx'
import { type DropdownEntry, NavDropdown } from './NavDropdown.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { TopBar } from './TopBar.tsx'

// Everything below the first screen's markup, in a chunk loaded after the app has taken the page over.
const AfterFirstScreen = lazy(() => import('./AfterFirstScreen.tsx'))

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

/** Paths with a fun or money segment are game pages: the header is transparent (SPEC.md section 2). */
const isGamePage = (path: string) => /\/(fun|money)(\/|$)/.test(path)

type Counts = ReturnType<typeof useGames>['counts']['data']
const LIST_ROUTES = [
  ['slots', 'slots'],
  ['new', 'new'],
  ['popular', 'popular'],
  ['bonus', 'bonus'],
  ['jackpots', 'jackpots'],
  ['exclusive', 'exclusive-spil'],
] as const
type Providers = ReturnType<typeof useGames>['providers']['data']
const allGamesEntries = (c: Counts, providers: Providers): DropdownEntry[] => [
  ...LIST_ROUTES.map(([type, route]) => ({
    href: `/alle-spil/${route}`,
    label: da.list.headings[route],
    count: c?.types[type],
  })),
  {
    href: '/alle-spil/spiludviklere',
    label: da.content.nav.providers,
    count: providers?.length,
    children: [
      { href: '/alle-spil/spiludviklere', label: da.content.providers.title },
      ...(providers ?? []).map((p) => ({
        href: `/alle-spil/spiludviklere/${p.name}`,
        label: p.title,
        count: p.games.count,
      })),
    ],
  },
  { href: '/alle-spil/kategorier', label: da.content.nav.categories, badge: da.content.categories.isNew },
]
const liveEntries = (c: Counts): DropdownEntry[] =>
  LIVE_COUNTERS.map(([route, key]) => ({
    href: `/live-casino/${route}`,
    label: da.live.headings[route],
    count: c?.live[key],
  }))

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation()
  const games = useGames()
  const counts = games.counts.data
  const providers = games.providers.data?.filter((p) => p.games.count > 0) ?? null
  const { loggedIn, user } = useSession()
  const { offers } = useContent()
  const userId = user?.id ?? null
  // The counts and the rest wait for the first screen: neither it nor its JS needs them (issue 28).
  useEffect(() => afterFirstScreen(() => void loadCounts()), [])
  useEffect(() => recordPath(path), [path])
  // After the lobby's first paint: the providers for the dropdown and the GO offers for the GO icon.
  useEffect(
    () =>
      afterFirstScreen(() => {
        void loadProviders()
        void loadOffers(userId)
      }, 1500),
    [userId],
  )
  const after = useAfterFirstScreen()
  // The active (last) offer animates the GO icon until this player has pressed GO on it.
  const active = offers.data?.at(-1)
  const goActive = active !== undefined && !active.used
  return (
    <>
      <OfflineBanner />
      <TopBar />
      <header className={isGamePage(path) ? 'header header--game' : 'header'}>
        <HeaderModalButton modal="LEFT_SIDEBAR" className="icon-btn" label={da.header.menu}>
          ☰
        </HeaderModalButton>
        <a className="logo" href={loggedIn ? '/' : '/velkommen'} aria-label={`${da.brand} – forside`}>
          <img src="/brand/go-logo.svg" alt="GO Casino" width={70} height={32} />
        </a>
        <HeaderModalButton modal="SEARCH_MODAL" className="icon-btn" label={da.header.search}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </HeaderModalButton>
        <nav className="nav" aria-label="Hovedmenu">
          {NAV.map((item) => (
            <div key={item.href} className="nav__item">
              <Link
                href={item.href}
                aria-current={activeSegment(path) === item.segment ? 'page' : undefined}
                className={item.segment === 'go' && goActive ? 'nav__go nav__go--active' : undefined}
                onClick={(e) => {
                  // GO knap opens its popup instead of navigating (SPEC.md section 2).
                  if (item.segment !== 'go') return
                  e.preventDefault()
                  openModal('GO_POPUP')
                }}
              >
                {item.label}
                {item.segment === 'go' && goActive && (
                  <span className="visually-hidden"> – {da.content.go.activeOffer}</span>
                )}
              </Link>
              {item.segment === 'alle-spil' && (
                <NavDropdown
                  label={`${item.label}: underpunkter`}
                  entries={allGamesEntries(counts, providers)}
                />
              )}
              {item.segment === 'live-casino' && (
                <NavDropdown label={`${item.label}: underpunkter`} entries={liveEntries(counts)} />
              )}
            </div>
          ))}
        </nav>
        <HeaderAccount />
      </header>
      <SubMenu />
      <main className="main">{children}</main>
      {/* Not in the server's page: loaded once the first screen is the app's, rendered in tasks of their own. */}
      {after && (
        <Suspense fallback={null}>
          <AfterFirstScreen />
        </Suspense>
      )}
    </>
  )
}
