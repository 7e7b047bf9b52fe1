import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as cms from '../../contract/cms.ts'
import * as games from '../../contract/games.ts'
import { RECENT_MAX } from '../../server/cms/player-content-service.ts'
import { showScrollToTop } from '../../src/features/content/ScrollToTop.tsx'
import { backTarget, isBackTarget, pushPath } from '../../src/lib/back-target.ts'
import * as C from '../../src/lib/constants.ts'
import { debounce } from '../../src/lib/debounce.ts'
import { isGameDimmed, isProviderDimmed } from '../../src/lib/dimming.ts'
import { cleanTerm, filterCount, hasCriteria, searchQuery, toggleValue } from '../../src/lib/search-query.ts'
import { seoFor } from '../../src/lib/seo.ts'
import {
  currentItem,
  subMenuItemWidth,
  subMenuKind,
  subMenuVisible,
  subMenuWidth,
} from '../../src/lib/sub-menu.ts'

describe('multi-screen dimming (SPEC.md section 2)', () => {
  const g = (game_id: string, subprovider: string) => ({ game_id, subprovider })
  it('dims evolution always, and games already chosen', () => {
    expect(isProviderDimmed('evolution', [])).toBe(true)
    expect(isGameDimmed(g('live-roulette-1', 'evolution'), [])).toBe(true)
    expect(isGameDimmed(g('a', 'netent'), [g('a', 'netent')])).toBe(true)
    expect(isGameDimmed(g('b', 'netent'), [g('a', 'netent')])).toBe(false)
  })
  it('dims pragmatic only once a pragmatic game is chosen', () => {
    expect(isProviderDimmed('pragmatic', [g('a', 'netent')])).toBe(false)
    expect(isProviderDimmed('pragmatic', [g('p1', 'pragmatic')])).toBe(true)
    expect(isGameDimmed(g('p2', 'pragmatic'), [g('p1', 'pragmatic')])).toBe(true)
    expect(isGameDimmed(g('p2', 'pragmatic'), [])).toBe(false)
    expect(isProviderDimmed('netent', [g('p1', 'pragmatic')])).toBe(false)
  })
})

describe('back target and the navigation history (SPEC.md section 2)', () => {
  it('keeps at most 10 paths (the spec says about 5 to 10), without repeating the last', () => {
    let h: string[] = []
    for (let i = 0; i < 25; i++) h = pushPath(h, `/p${i}`)
    expect(h).toHaveLength(C.NAV_STACK.max)
    expect(C.NAV_STACK.min).toBeLessThanOrEqual(h.length)
    expect(h.at(-1)).toBe('/p24')
    expect(pushPath(['/a'], '/a')).toEqual(['/a'])
  })
  it('returns to the last page that is not an account or game page', () => {
    expect(isBackTarget('/konto/indstillinger')).toBe(false)
    expect(isBackTarget('/spil/viking/fun')).toBe(false)
    expect(backTarget(['/aktuelt', '/alle-spil/slots', '/konto', '/spil/x/fun', '/go'], '/go', true)).toBe(
      '/alle-spil/slots',
    )
  })
  it('falls back to / with a stored user id, else /velkommen', () => {
    expect(backTarget(['/konto', '/go'], '/go', true)).toBe('/')
    expect(backTarget([], '/go', false)).toBe('/velkommen')
  })
})

describe('the horizontal sub-menu (SPEC.md sections 2 and 9)', () => {
  it('shows under alle-spil, live-casino and spiludviklere paths only', () => {
    expect(subMenuKind('/alle-spil/slots')).toBe('games')
    expect(subMenuKind('/alle-spil/spiludviklere/netent')).toBe('providers')
    expect(subMenuKind('/live-casino/roulette')).toBe('live')
    expect(subMenuKind('/aktuelt')).toBeNull()
  })
  it('hides at a scroll of 10 px or less', () => {
    expect(C.SUB_MENU_HIDE_PX).toBe(10)
    expect([0, 5, 10].map(subMenuVisible)).toEqual([false, false, false])
    expect([11, 400].map(subMenuVisible)).toEqual([true, true])
  })
  it('has 150 px items, 120 on small screens, and room for 7', () => {
    expect(subMenuItemWidth(1200)).toBe(150)
    expect(subMenuItemWidth(C.BREAKPOINTS.sm - 1)).toBe(120)
    expect(subMenuWidth(1200, 10)).toBe(7 * 150 + 6 * 10)
    expect(subMenuWidth(400, 10)).toBe(7 * 120 + 6 * 10)
  })
  it('highlights the current route, exactly or by prefix', () => {
    const items = [
      { name: 'Spiludviklere', path: '/alle-spil/spiludviklere' },
      { name: 'NetEnt', path: '/alle-spil/spiludviklere/netent' },
    ]
    expect(currentItem(items, '/alle-spil/spiludviklere/netent')?.name).toBe('NetEnt')
    expect(currentItem(items, '/alle-spil/spiludviklere/')?.name).toBe('Spiludviklere')
    expect(currentItem(items, '/alle-spil/spiludviklere/elk')?.name).toBe('Spiludviklere')
    expect(currentItem(items, '/aktuelt')).toBeUndefined()
  })
})

describe('the search query (SPEC.md sections 4, 5 and 9)', () => {
  it('needs a term or a filter', () => {
    expect(hasCriteria({ term: '  ', filters: {} })).toBe(false)
    expect(hasCriteria({ term: '', filters: { theme: [] } })).toBe(false)
    expect(hasCriteria({ term: 'vik', filters: {} })).toBe(true)
    expect(hasCriteria({ term: '', filters: { feature: ['hifreq'] } })).toBe(true)
  })
  it('asks 20 at a time, joins values with commas and keeps the scientific rule', () => {
    expect(C.SEARCH_PAGE_SIZE).toBe(20)
    const q = new URLSearchParams(
      searchQuery({ term: 'vik, ing', filters: { theme: ['vikinger'], subprovider: ['scientific'] } }, 2),
    )
    expect(q.get('filter[name]')).toBe('vik ing')
    expect(q.get('filter[theme]')).toBe('vikinger')
    expect(q.get('filter[subprovider]')).toBe('scientific,gdm')
    expect(q.get('page[size]')).toBe('20')
    expect(q.get('page[number]')).toBe('2')
    expect(q.get('fields')).toBe('card')
    expect(cleanTerm('x'.repeat(300))).toHaveLength(100)
  })
  it('toggles filter values and counts them', () => {
    let f = toggleValue({}, 'feature', 'hifreq')
    f = toggleValue(f, 'theme', 'vikinger')
    expect(filterCount(f)).toBe(2)
    f = toggleValue(f, 'feature', 'hifreq')
    expect(f.feature).toEqual([])
    expect(filterCount(f)).toBe(1)
  })
})

describe('SEO per route', () => {
  const entries = [
    { url: '/', title: 'Forside', description: 'd' },
    { url: '/alle-spil', title: 'Alle spil', description: 'd' },
    { url: '/alle-spil/spiludviklere', title: 'Spiludviklere', description: 'd' },
  ]
  it('takes the exact entry, else the longest prefix, else /', () => {
    expect(seoFor(entries, '/alle-spil/spiludviklere')?.title).toBe('Spiludviklere')
    expect(seoFor(entries, '/alle-spil/spiludviklere/netent')?.title).toBe('Spiludviklere')
    expect(seoFor(entries, '/alle-spil/slots')?.title).toBe('Alle spil')
    expect(seoFor(entries, '/aktuelt')?.title).toBe('Forside')
  })
})

describe('section 9 constants of issue 5', () => {
  it('are the spec values', () => {
    expect(C.SEARCH_DEBOUNCE_MS).toBe(500)
    expect(C.INFINITE_SCROLL_THRESHOLD_PX.search).toBe(20)
    expect(C.HIGHLIGHTS_AUTOPLAY_MS).toBe(10_000)
    expect(C.GO_COUNTDOWN_S).toBe(3)
    expect(C.SCROLL_TO_TOP_PX).toBe(400)
    expect(C.RECENT_GAMES_MAX).toBe(10)
    expect(RECENT_MAX).toBe(C.RECENT_GAMES_MAX)
    expect(C.MODAL_CLOSE_MS).toBe(400)
    expect(C.TOAST_DURATION_MS).toBe(4000)
  })
  it("the client's copies equal the contract's (the client imports no zod)", () => {
    expect(C.TEXT_PAGE_IDS).toEqual(cms.TEXT_PAGE_IDS)
    expect(C.FEEDBACK_MAX).toBe(cms.FEEDBACK_MAX)
    expect(C.SUPPORT_MESSAGE_MAX).toBe(cms.SUPPORT_MESSAGE_MAX)
    expect(C.VOLATILITIES).toEqual(games.VOLATILITIES)
    expect(C.PAYLINE_BUCKETS).toEqual(games.PAYLINE_BUCKETS)
    expect(C.LIVE_PROVIDER).toBe(games.LIVE_PROVIDER)
  })
  it('shows scroll-to-top only past 400 px', () => {
    expect([0, 399, 400].map(showScrollToTop)).toEqual([false, false, false])
    expect(showScrollToTop(401)).toBe(true)
  })
})

describe('the search debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  it('runs once, 500 ms after the last input', () => {
    const run = vi.fn()
    const typed = debounce(run, C.SEARCH_DEBOUNCE_MS)
    typed('v')
    vi.advanceTimersByTime(300)
    typed('vi')
    vi.advanceTimersByTime(300)
    typed('vik')
    vi.advanceTimersByTime(C.SEARCH_DEBOUNCE_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith('vik')
    typed('x')
    typed.cancel()
    vi.advanceTimersByTime(1000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
