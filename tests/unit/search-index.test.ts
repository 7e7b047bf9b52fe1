import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedEdits,
  buildIndex,
  editDistance,
  fold,
  loose,
  plain,
  plainTokens,
  searchNames,
} from '../../server/games/search.ts'

const NAMES = [
  'Vikingernes Guld',
  'Viking Power',
  'Valhalla Viking Magi',
  'Påskeæg Bonanza',
  'Bjørn Rush',
  'Ædelsten Deluxe',
  'Kirsebær Spins',
  'Eventyr Eventyr',
  'Eventyr Guld',
  'Vikingernes Guld 2',
]
const index = buildIndex(NAMES)
/** Names in rank order for a query. */
const ranked = (q: string) =>
  [...searchNames(index, q)].sort(([a, ca], [b, cb]) => ca - cb || a - b).map(([i]) => NAMES[i])

describe('Danish folding', () => {
  it('folds æ, ø, å to ae, oe, aa and drops other accents', () => {
    expect(fold('Påskeæg Bjørn Café')).toBe('paaskeaeg bjoern cafe')
    expect(loose('paaskeaeg')).toBe('paskeag')
    expect(loose('bjoern')).toBe('bjorn')
  })

  it('keeps æ, ø and å as the one letter a player types', () => {
    expect(plain('PÅSKE Ærø Crème')).toBe('påske ærø creme')
    expect(plainTokens('Hold & Win, Påskeæg!')).toEqual(['hold', 'win', 'påskeæg'])
  })

  it('finds a Danish title however æ, ø and å are typed', () => {
    for (const q of ['påskeæg', 'paaskeaeg', 'paskeag', 'PÅSKEÆG', 'paske'])
      expect(ranked(q)[0], q).toBe('Påskeæg Bonanza')
    for (const q of ['bjørn', 'bjoern', 'bjorn']) expect(ranked(q)[0], q).toBe('Bjørn Rush')
    for (const q of ['ædelsten', 'aedelsten', 'adelsten']) expect(ranked(q)[0], q).toBe('Ædelsten Deluxe')
  })
})

describe('typo tolerance and ranking', () => {
  it('forgives no wrong letter under 4 letters, one from 4, two from 8', () => {
    expect([1, 2, 3].map(allowedEdits)).toEqual([0, 0, 0])
    expect([4, 5, 7].map(allowedEdits)).toEqual([1, 1, 1])
    expect([8, 12].map(allowedEdits)).toEqual([2, 2])
  })

  it('measures edits with transpositions as one, and gives up past the limit', () => {
    expect(editDistance('guld', 'gudl', 2)).toBe(1)
    expect(editDistance('viking', 'vikingernes', 2)).toBe(3)
    expect(editDistance('abc', 'abc', 0)).toBe(0)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
  })

  it('ranks exact over prefix over typo, and the whole title typed wrong still first', () => {
    expect(new Set(ranked('vik'))).toEqual(
      new Set(['Viking Power', 'Valhalla Viking Magi', 'Vikingernes Guld', 'Vikingernes Guld 2']),
    )
    // 'viking' is a whole word of two names and only the start of 'vikingernes'.
    expect(ranked('viking').slice(0, 2).sort()).toEqual(['Valhalla Viking Magi', 'Viking Power'])
    expect(ranked('Vikingernes Gold')[0]).toBe('Vikingernes Guld')
    expect(ranked('Vikingernes Guld 2')[0]).toBe('Vikingernes Guld 2')
    expect(ranked('Eaentyr Eventyr')[0]).toBe('Eventyr Eventyr')
    expect(ranked('xik')).toEqual([])
    // A plain substring is the last resort.
    expect(ranked('ing')).toContain('Viking Power')
  })

  it('property: every title with one letter replaced (in a word of 5+) finds that title first', () => {
    const long = NAMES.filter((n) => n.split(' ').some((w) => w.length >= 5))
    fc.assert(
      fc.property(
        fc.constantFrom(...long),
        fc.nat(50),
        fc.constantFrom(...'bcdfghjklmnpqrstvwxz'),
        (name, n, letter) => {
          const words = name.split(' ')
          const at = words.findIndex((w) => w.length >= 5)
          const w = words[at] ?? ''
          const pos = 1 + (n % (w.length - 1))
          if (w[pos]?.toLowerCase() === letter) return true
          words[at] = w.slice(0, pos) + letter + w.slice(pos + 1)
          const typo = words.join(' ')
          if (NAMES.some((x) => fold(x) === fold(typo))) return true
          return ranked(typo)[0] === name
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('substring fallback', () => {
  const naive = (names: string[], needle: string) =>
    names.flatMap((n, g) => (fold(n).includes(needle) ? [g] : []))

  it('property: a name is found by any piece of it, and only names holding the piece are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.nat(40),
        fc.integer({ min: 2, max: 12 }),
        (name, from, len) => {
          const f = fold(name)
          const needle = f.slice(from % f.length, (from % f.length) + len).trim()
          if (needle.length < 2) return true
          const hits = searchNames(index, needle)
          // Every name holding the piece is found (by its words or as a substring).
          return naive(NAMES, needle).every((g) => hits.has(g))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('never matches across the end of one name and the start of the next', () => {
    // 'Eventyr Guld' is followed by 'Vikingernes Guld 2' in NAMES.
    expect(ranked('uld\nvik')).toEqual([])
    expect(ranked('uld vik')).toEqual([])
  })

  it('still finds a name that holds a line break', () => {
    const odd = buildIndex(['Guld\nRush', 'Bjørn'])
    expect([...searchNames(odd, 'uld\nru').keys()]).toEqual([0])
    expect([...searchNames(odd, 'jø').keys()]).toEqual([1])
  })
})

describe('edit distance', () => {
  /** Optimal string alignment distance, the textbook full table. */
  function osa(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    )
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const row = d[i] as number[]
        const up = d[i - 1] as number[]
        row[j] = Math.min(
          (up[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        )
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1)
      }
    return (d[a.length] as number[])[b.length] as number
  }

  it('property: the distance when it is at most max, else some number above max', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdeæøå '), maxLength: 12 })
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 8 }), (a, b, max) => {
        const full = osa(a, b)
        const d = editDistance(a, b, max)
        return full <= max ? d === full : d > max
      }),
      { numRuns: 2000 },
    )
  })
})
