import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { CAROUSEL_GAP_PX } from '../../lib/constants.ts'
import {
  currentItem,
  type SubMenuItem,
  subMenuItemWidth,
  subMenuKind,
  subMenuVisible,
  subMenuWidth,
} from '../../lib/sub-menu.ts'
import { loadProviders, useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { useHydrated } from '../../ui/hydrated.ts'

const GAME_ITEMS: SubMenuItem[] = [
  { name: da.list.headings.slots, path: '/alle-spil/slots' },
  { name: da.list.headings.new, path: '/alle-spil/new' },
  { name: da.list.headings.popular, path: '/alle-spil/popular' },
  { name: da.list.headings.jackpots, path: '/alle-spil/jackpots' },
  { name: da.list.headings.bonus, path: '/alle-spil/bonus' },
  { name: da.list.headings['exclusive-spil'], path: '/alle-spil/exclusive-spil' },
  { name: da.content.nav.providers, path: '/alle-spil/spiludviklere' },
  { name: da.content.nav.categories, path: '/alle-spil/kategorier' },
]
const LIVE_ITEMS: SubMenuItem[] = (
  ['all', 'roulette', 'baccarat', 'blackjack', 'poker', 'game-show'] as const
).map((c) => ({ name: da.live.headings[c], path: `/live-casino/${c}` }))

/** Follows the page scroll; the sub-menu shows only beyond 10 px (SPEC.md section 2). */
function useScrolledPast() {
  const [y, setY] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY))
  useEffect(() => {
    const on = () => setY(window.scrollY)
    window.addEventListener('scroll', on, { passive: true })
    return () => window.removeEventListener('scroll', on)
  }, [])
  // The server's render (and the hydration of it) knows no scroll position.
  return subMenuVisible(useHydrated() ? y : 0)
}

/**
 * The horizontal sub-menu under paths containing alle-spil, live-casino or spiludviklere: list
 * categories, live-casino types or providers; the current route highlighted; items 150 px wide
 * (120 on small screens), up to 7 in view, the rest scroll sideways.
 */
export function SubMenu() {
  const [path] = useLocation()
  const kind = subMenuKind(path)
  const games = useGames()
  const visible = useScrolledPast()
  const hydrated = useHydrated()
  useEffect(() => {
    if (kind === 'providers') void loadProviders()
  }, [kind])
  if (!kind) return null
  const items =
    kind === 'games'
      ? GAME_ITEMS
      : kind === 'live'
        ? LIVE_ITEMS
        : (games.providers.data ?? [])
            .filter((p) => p.games.count > 0)
            .map((p) => ({ name: p.title, path: `/alle-spil/spiludviklere/${p.name}` }))
  const current = currentItem(items, path)
  // The sizes follow the window, which the server's render (and the hydration of it) does not know.
  const viewport = hydrated ? window.innerWidth : null
  const width = viewport === null ? undefined : subMenuItemWidth(viewport)
  return (
    <nav
      className={`submenu${visible ? '' : ' submenu--hidden'}`}
      aria-label={da.content.nav.subMenu}
      aria-hidden={!visible || undefined}
    >
      <ul style={viewport === null ? undefined : { maxWidth: subMenuWidth(viewport, CAROUSEL_GAP_PX / 2) }}>
        {items.map((i) => (
          <li key={i.path} style={{ flexBasis: width, width }}>
            <Link
              href={i.path}
              tabIndex={visible ? undefined : -1}
              aria-current={current?.path === i.path ? 'page' : undefined}
            >
              {i.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
