import { describe, expect, it } from 'vitest'
import { formatDateTime, formatLastLogin } from '../../contract/dates.ts'
import type { Game } from '../../contract/games.ts'
import { dynamicCell, pageSize } from '../../src/lib/grid.ts'
import { formatKr, formatSignedKr, formatWholeKr } from '../../src/lib/money.ts'
import { readPersisted, writePersisted } from '../../src/lib/persisted.ts'
import { resolveRoute } from '../../src/lib/routes.ts'
import { encodeSmartSearch } from '../../src/lib/smart-search.ts'
import { defaultSort, nextSort, sortGames } from '../../src/lib/sort.ts'

describe('money (da-DK, 2 decimals, kr.)', () => {
  it('formats thousands and decimals the Danish way', () => {
    expect(formatKr(1234.5)).toBe('1.234,50 kr.')
    expect(formatKr(0)).toBe('0,00 kr.')
    expect(formatKr(10000)).toBe('10.000,00 kr.')
    expect(formatKr(0.005)).toBe('0,01 kr.')
  })
  it('formats whole and signed kroner with the same unit', () => {
    expect(formatWholeKr(1000)).toBe('1.000 kr.')
    expect(formatSignedKr(100, 'in')).toBe('+100,00 kr.')
    expect(formatSignedKr(25, 'out')).toBe('−25,00 kr.')
  })
})

describe('dates', () => {
  const d = new Date('2026-07-01T08:05:09Z') // 10:05:09 in Copenhagen (summer time)
  it('shows DD.MM.YY kl HH:mm in Danish time', () => expect(formatDateTime(d)).toBe('01.07.26 kl 10:05'))
  it('shows lastLogin as DD/MM-YYYY kl. HH:mm:ss', () =>
    expect(formatLastLogin(d)).toBe('01/07-2026 kl. 10:05:09'))
  it('uses winter time in January', () =>
    expect(formatDateTime(new Date('2026-01-15T23:30:00Z'))).toBe('16.01.26 kl 00:30'))
})

const game = (over: Partial<Game>): Game =>
  ({
    name: 'A',
    release_date: '2026-01-01',
    clicks: 0,
    min_stake: 1,
    payback: '96.00',
    jackpot_amount: null,
    ...over,
  }) as Game

describe('sorting', () => {
  const games = [
    game({
      name: 'Bølge',
      release_date: '2025-01-01',
      clicks: 5,
      min_stake: 2,
      payback: '95.00',
      jackpot_amount: 10,
    }),
    game({
      name: 'Ågerkarl',
      release_date: '2026-01-01',
      clicks: 1,
      min_stake: 0.5,
      payback: '97.00',
      jackpot_amount: 99,
    }),
    game({
      name: 'Æble',
      release_date: '2024-01-01',
      clicks: 9,
      min_stake: 1,
      payback: '96.00',
      jackpot_amount: null,
    }),
  ]
  const names = (key: Parameters<typeof sortGames>[1], rev = false) =>
    sortGames(games, key, rev).map((g) => g.name)
  it('sorts each key in its natural direction', () => {
    expect(names('new')).toEqual(['Ågerkarl', 'Bølge', 'Æble'])
    expect(names('popular')).toEqual(['Æble', 'Bølge', 'Ågerkarl'])
    expect(names('name')).toEqual(['Bølge', 'Æble', 'Ågerkarl']) // Danish alphabet: Æ Ø Å last
    expect(names('minStake')).toEqual(['Ågerkarl', 'Æble', 'Bølge'])
    expect(names('tbp')).toEqual(['Ågerkarl', 'Æble', 'Bølge'])
    expect(names('jackpot')).toEqual(['Ågerkarl', 'Bølge', 'Æble'])
  })
  it('reverses the direction', () => expect(names('name', true)).toEqual(['Ågerkarl', 'Æble', 'Bølge']))
  it('defaults per category', () => {
    const categories = ['slots', 'popular', 'jackpots', 'new', 'bonus'] as const
    expect(Object.fromEntries(categories.map((c) => [c, defaultSort(c)]))).toEqual({
      slots: 'popular',
      popular: 'popular',
      jackpots: 'jackpot',
      new: 'new',
      bonus: 'new',
    })
  })
  it('flips on the active key and resets on another', () => {
    expect(nextSort({ key: 'name', reversed: false }, 'name')).toEqual({ key: 'name', reversed: true })
    expect(nextSort({ key: 'name', reversed: true }, 'name')).toEqual({ key: 'name', reversed: false })
    expect(nextSort({ key: 'name', reversed: true }, 'tbp')).toEqual({ key: 'tbp', reversed: false })
  })
})

describe('grid rules', () => {
  it('makes the 1st and 10th of every 14 large and floats items 10 to 13 right', () => {
    const cells = Array.from({ length: 28 }, (_, i) => dynamicCell(i))
    const large = cells.flatMap((c, i) => (c.size === 'large' ? [i + 1] : []))
    expect(large).toEqual([1, 10, 15, 24])
    const right = cells.flatMap((c, i) => (c.floatRight ? [i + 1] : []))
    expect(right).toEqual([10, 11, 12, 13, 24, 25, 26, 27])
  })
  it('pages 14 dynamic, 30 small, 20 desktop, 10 mobile', () => {
    expect(pageSize('dynamic', false)).toBe(14)
    expect(pageSize('small', false)).toBe(30)
    expect(pageSize('dynamic', true)).toBe(14)
    expect(pageSize('small', true)).toBe(30)
    expect(pageSize('normal', false)).toBe(20)
    expect(pageSize('normal', true)).toBe(10)
  })
})

describe('smart-search filter encoding', () => {
  const decoded = (q: string) => Object.fromEntries(new URLSearchParams(q))
  it('joins values with commas under filter[key]', () => {
    expect(decoded(encodeSmartSearch({ theme: ['vikinger', 'egypten'], feature: ['hifreq'] }))).toEqual({
      'filter[theme]': 'vikinger,egypten',
      'filter[feature]': 'hifreq',
    })
  })
  it('searches scientific as scientific,gdm', () => {
    expect(decoded(encodeSmartSearch({ subprovider: ['scientific'] }))['filter[subprovider]']).toBe(
      'scientific,gdm',
    )
    expect(decoded(encodeSmartSearch({ subprovider: ['netent'] }))['filter[subprovider]']).toBe('netent')
  })
  it('leaves out empty filters and adds paging', () => {
    expect(decoded(encodeSmartSearch({ theme: [], name: ['vik'] }, { size: 20, number: 2 }))).toEqual({
      'filter[name]': 'vik',
      'page[size]': '20',
      'page[number]': '2',
    })
  })
})

describe('persisted prefs', () => {
  const memory = (): Storage => {
    const m = new Map<string, string>()
    return {
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
      clear: () => m.clear(),
      key: () => null,
      get length() {
        return m.size
      },
    }
  }
  it('gives defaults when nothing or garbage is stored', () => {
    const s = memory()
    expect(readPersisted('gridType', s)).toBe('dynamic')
    s.setItem('gridType', '"huge"')
    expect(readPersisted('gridType', s)).toBe('dynamic')
    s.setItem('sortMethod', '{not json')
    expect(readPersisted('sortMethod', s)).toBeNull()
  })
  it('round-trips valid values', () => {
    const s = memory()
    writePersisted('gridType', 'small', s)
    writePersisted('sortMethodReversed', true, s)
    expect(readPersisted('gridType', s)).toBe('small')
    expect(readPersisted('sortMethodReversed', s)).toBe(true)
  })
})

describe('route table', () => {
  it.each([
    ['/alle-spil', '/alle-spil/new'],
    ['/live-casino', '/live-casino/new'],
    ['/appswitch', '/404'],
    ['/alle-spil/ukendt', '/404'],
    ['/live-casino/keno', '/404'],
    ['/alle-spil/exclusive-spil', '/alle-spil/exclusive-spil'],
    ['/alle-spil/slots/', '/alle-spil/slots'],
    ['/lobby', '/'],
    ['/lobby/alle-spil/slots', '/alle-spil/slots'],
    ['/lobby/alle-spil', '/alle-spil/new'],
    ['/lobby//example.com', '/example.com'],
    ['/', '/'],
  ])('%s -> %s', (from, to) => expect(resolveRoute(from)).toBe(to))
})
