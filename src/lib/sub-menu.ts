import { BREAKPOINTS, SUB_MENU_HIDE_PX, SUB_MENU_ITEM_PX, SUB_MENU_MAX_VISIBLE } from './constants.ts'

export type SubMenuKind = 'games' | 'live' | 'providers'
export type SubMenuItem = { name: string; path: string }

/** Which sub-menu a path shows (SPEC.md section 2): paths containing spiludviklere, alle-spil or live-casino. */
export function subMenuKind(path: string): SubMenuKind | null {
  if (path.includes('spiludviklere')) return 'providers'
  if (path.includes('alle-spil')) return 'games'
  if (path.includes('live-casino')) return 'live'
  return null
}

/** The sub-menu hides while the page is scrolled 10 px or less. */
export const subMenuVisible = (scrollY: number) => scrollY > SUB_MENU_HIDE_PX

/** Items are 150 px wide, 120 on small screens. */
export const subMenuItemWidth = (viewportWidth: number) =>
  viewportWidth < BREAKPOINTS.sm ? SUB_MENU_ITEM_PX.small : SUB_MENU_ITEM_PX.normal

/** At most 7 items fit the visible strip; the rest scroll. */
export const subMenuWidth = (viewportWidth: number, gap: number) =>
  SUB_MENU_MAX_VISIBLE * subMenuItemWidth(viewportWidth) + (SUB_MENU_MAX_VISIBLE - 1) * gap

/** The current route's item: an exact match, else the item whose path starts the route. */
export function currentItem(items: readonly SubMenuItem[], path: string): SubMenuItem | undefined {
  const clean = path.replace(/\/+$/, '')
  return (
    items.find((i) => i.path === clean) ??
    [...items].sort((a, b) => b.path.length - a.path.length).find((i) => clean.startsWith(`${i.path}/`))
  )
}
