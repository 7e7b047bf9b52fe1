import { lazy, Suspense, useEffect } from 'react'
import { Link } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { afterFirstScreen } from '../../app/first-screen-ready.ts'
import { HOME_JACKPOTS, HOME_NEW_GAMES } from '../../lib/constants.ts'
import {
  isMobile,
  loadList,
  loadLive,
  loadPopular,
  loadProviders,
  loadUpcoming,
  useGames,
} from '../../stores/games.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { GameCard } from '../../ui/GameCard.tsx'
import { Later } from '../../ui/Later.tsx'
import { ProviderLogos } from '../../ui/ProviderLogos.tsx'
import { Section } from '../../ui/Section.tsx'
import Highlights from '../campaigns/Highlights.tsx'
import { Upcoming } from './Upcoming.tsx'

// The player's own rows load on their own, and only for a player: a lazy component that suspends in the
// first render claims the next element of the painted first screen for itself (Preact keeps it for
// hydration), and the visitor's 'Nye spil' tiles would be drawn again. The carousel is in the first
// bundle, as it is the page's largest content (its data comes with the HTML, src/lib/first-screen-html.ts).
const PlayerRows = lazy(() => import('./PlayerRows.tsx'))

/** The home lobby (SPEC.md section 2): new, popular, providers, jackpots, live roulette, upcoming. */
export function Home() {
  const { user } = useSession()
  // In a task after the first screen is the app's: on a server-rendered page the first lists came with
  // it, and the calls (and the HTTP client's chunk) would only compete with its hydration (issue 28).
  useEffect(
    () =>
      afterFirstScreen(() => {
        void loadList('new')
        void loadPopular()
        void loadProviders()
        void loadList('jackpots')
        void loadLive()
        void loadUpcoming()
      }),
    [],
  )
  return (
    <>
      <h1 className="visually-hidden">{da.brand}</h1>
      <Highlights />
      {user && (
        <Suspense fallback={null}>
          <PlayerRows />
        </Suspense>
      )}
      <NewGames />
      {/* Below the painted first screen: each section in a task of its own (ui/Later.tsx). */}
      <Later>
        <Popular />
      </Later>
      <Later>
        <Providers />
      </Later>
      <Later>
        <Jackpots />
      </Later>
      <Later>
        <LiveRoulette />
      </Later>
      <Later>
        <UpcomingSection />
      </Later>
      <LoadError />
    </>
  )
}

/**
 * One list of the games store. Each section reads only its own list, so valtio re-renders only that
 * section when its answer arrives, not the whole lobby six times over on a phone's first visit.
 */
function useList(key: string): Game[] {
  const snap = useGames()
  return (snap.lists[key]?.data ?? []) as Game[]
}

/** Skeleton tiles in a row whose list is still on its way (issue 32: lists show them while loading). */
function RowSkeletons({ list }: { list: string }) {
  const status = useGames().lists[list]?.status
  if (status === 'success' || status === 'error') return null
  return Array.from({ length: 5 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are all alike and never move
    <div key={i} className="card card--skeleton" aria-hidden="true">
      <span className="card__skeleton" />
    </div>
  ))
}

function NewGames() {
  const games = useList('new')
  return (
    <Section title={da.lobby.newGames} more={{ href: '/alle-spil/new', label: da.lobby.more }}>
      <RowSkeletons list="new" />
      {games.slice(0, HOME_NEW_GAMES).map((g, i) => (
        <GameCard key={g.id} game={g} eager={i < 3} heart />
      ))}
      <Link className="card card--more" href="/alle-spil/new">
        {da.lobby.more}
      </Link>
    </Section>
  )
}

function Popular() {
  const games = useList('popular:1:5')
  return (
    <Section title={da.lobby.popular}>
      <RowSkeletons list="popular:1:5" />
      {games.map((g) => (
        <GameCard key={g.id} game={g} heart />
      ))}
    </Section>
  )
}

function Providers() {
  const { providers } = useGames()
  return <ProviderLogos id="section-providers" title={da.lobby.providers} providers={providers.data} />
}

function Jackpots() {
  const games = useList('jackpots')
  return (
    <Section title={da.lobby.jackpots} more={{ href: '/alle-spil/jackpots', label: da.lobby.more }}>
      <RowSkeletons list="jackpots" />
      {games.slice(0, isMobile() ? HOME_JACKPOTS.mobile : HOME_JACKPOTS.desktop).map((g) => (
        <GameCard key={g.id} game={g} heart />
      ))}
    </Section>
  )
}

function LiveRoulette() {
  const roulette = useList('live')
    .filter((g) => g.subcat === 'roulette')
    .slice(0, isMobile() ? 9 : 12)
  return (
    <Section title={da.lobby.liveRoulette} more={{ href: '/live-casino/roulette', label: da.lobby.more }}>
      <RowSkeletons list="live" />
      {roulette.map((g) => (
        <GameCard key={g.id} game={g} heart />
      ))}
    </Section>
  )
}

function UpcomingSection() {
  const games = useList('upcoming')
  return (
    <Section title={da.lobby.upcoming}>
      <Upcoming games={games.slice(0, isMobile() ? 1 : 4)} />
    </Section>
  )
}

function LoadError() {
  const snap = useGames()
  const failed = Object.values(snap.lists).some((l) => l.status === 'error')
  return failed ? (
    <p role="alert" className="error">
      {da.lobby.loadError}
    </p>
  ) : null
}
