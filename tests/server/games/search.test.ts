import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CARD_FIELDS,
  type Game,
  GameListResponse,
  PagedCardListResponse,
  PagedGameListResponse,
} from '../../../contract/games.ts'
import { searchTokens } from '../../../server/games/search.ts'
import { appPerSuite } from '../helpers/helper.ts'

const t = appPerSuite()
let catalogue: Game[]
beforeAll(async () => {
  const all = await t.app.inject({ method: 'GET', url: '/games-api/games' })
  catalogue = GameListResponse.parse(all.json()).data.games
})

const search = async (q: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/games-api/v2/games/smart-search?${new URLSearchParams(q)}`,
  })
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  return PagedGameListResponse.parse(res.json()).data
}
const byName = (name: string, size = '20') => search({ 'filter[name]': name, 'page[size]': size })

/** One letter of the title replaced, in a word long enough for a typo to be forgiven. */
function withTypo(title: string, pick: number, letter: string): string | null {
  const words = title.split(' ')
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-zÆØÅæøå]{5,}$/.test(w))
  if (long.length === 0) return null
  const [word, at] = long[pick % long.length] ?? ['', 0]
  const pos = 1 + (pick % (word.length - 1))
  if (word[pos]?.toLowerCase() === letter) return null
  words[at] = word.slice(0, pos) + letter + word.slice(pos + 1)
  return words.join(' ')
}

describe('search by name', () => {
  it("finds the viking games for 'vik', with the count", async () => {
    const r = await byName('vik', '100')
    const vikings = catalogue.filter((g) => /vik/i.test(g.name))
    expect(r.count).toBe(vikings.length)
    expect(r.count).toBeGreaterThanOrEqual(10)
    for (const g of r.games) {
      expect(g.name.toLowerCase()).toContain('vik')
      expect(g.theme.split('|')).toContain('vikinger')
    }
  })

  it('pages 20 at a time with the same count on every page', async () => {
    const first = await byName('s')
    expect(first.count).toBeGreaterThan(40)
    expect(first.games).toHaveLength(20)
    const second = await search({ 'filter[name]': 's', 'page[size]': '20', 'page[number]': '2' })
    expect(second.count).toBe(first.count)
    const ids = new Set(first.games.map((g) => g.id))
    expect(second.games.some((g) => ids.has(g.id))).toBe(false)
  })

  it('ranks the exact title first, then by popularity', async () => {
    const target = catalogue.find((g) => g.name.split(' ').length === 2 && g.category === 'slots')
    if (!target) throw new Error('no two-word title')
    const r = await byName(target.name)
    expect(r.games[0]?.id).toBe(target.id)
    const prefix = await byName(target.name.split(' ')[0]?.slice(0, 3) ?? '', '100')
    const clicks = prefix.games.filter((g) =>
      g.name.toLowerCase().startsWith(target.name.slice(0, 3).toLowerCase()),
    )
    // Within the same kind of match, more clicks come first.
    const sorted = [...clicks].sort((a, b) => b.clicks - a.clicks)
    expect(clicks.slice(0, 3).map((g) => g.clicks)).toEqual(sorted.slice(0, 3).map((g) => g.clicks))
  })

  it('property: any catalogue title with one letter wrong finds that game first', async () => {
    const titles = catalogue.filter((g) => g.release === 'released')
    const tokens = titles.map((g) => searchTokens(g.name))
    // A typo that spells another title, or the start of each of its words, reads as that title while
    // typing ('Myster Rigdom' for 'Mester Rigdom' is on its way to 'Mysterium Rigdom').
    const readsAsAnother = (typo: string, own: number) => {
      const t = searchTokens(typo)
      return tokens.some(
        (o, k) => k !== own && o.length === t.length && t.every((w, j) => (o[j] ?? '').startsWith(w)),
      )
    }
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: titles.length - 1 }),
        fc.nat(1000),
        fc.constantFrom(...'abcdefghijklmnoprstuvyæøå'),
        async (i, pick, letter) => {
          const game = titles[i]
          if (!game) return true
          const typo = withTypo(game.name, pick, letter)
          if (!typo || readsAsAnother(typo, i)) return true
          const r = await byName(typo, '5')
          return r.games[0]?.id === game.id
        },
      ),
      { numRuns: 300 },
    )
  })

  it('is Danish-aware: æ, ø, å, their ae/oe/aa spellings and a plain vowel all meet', async () => {
    const target = catalogue.find((g) => /[æøå]/i.test(g.name) && g.name.split(' ').length === 2)
    if (!target) throw new Error('no Danish title')
    const spelled = (s: string) => s.replace(/æ/gi, 'ae').replace(/ø/gi, 'oe').replace(/å/gi, 'aa')
    const plain = (s: string) => s.replace(/æ/gi, 'a').replace(/ø/gi, 'o').replace(/å/gi, 'a')
    for (const q of [target.name, target.name.toUpperCase(), spelled(target.name), plain(target.name)]) {
      const r = await byName(q, '5')
      expect(r.games[0]?.name, q).toBe(target.name)
    }
  })

  it('matches word prefixes while typing, with a wrong letter forgiven from the fourth', async () => {
    const target = catalogue.find((g) => /^[A-Za-z]{7,}$/.test(g.name.split(' ')[0] ?? ''))
    const word = target?.name.split(' ')[0] ?? ''
    const starts = (await byName(word.slice(0, 4), '100')).games.map((g) => g.name)
    expect(starts).toContain(target?.name)
    const wrong = `${word.slice(0, 2)}${word[2] === 'x' ? 'y' : 'x'}${word.slice(3, 5)}`
    const typed = (await byName(wrong, '100')).games.map((g) => g.name)
    expect(typed).toContain(target?.name)
    // Three letters are too few to forgive a wrong one: 'xik' finds no viking.
    expect((await byName('xik')).games.some((g) => g.theme.includes('vikinger'))).toBe(false)
  })

  it('combines the name with the smart filters and keeps the scientific rule', async () => {
    const r = await search({ 'filter[name]': 'vik', 'filter[feature]': 'hifreq', 'page[size]': '100' })
    expect(r.count).toBeGreaterThan(0)
    for (const g of r.games) {
      expect(g.feature).toBe('hifreq')
      expect(g.name.toLowerCase()).toContain('vik')
    }
    const none = await search({ 'filter[name]': 'zzzzqqq' })
    expect(none).toMatchObject({ count: 0, games: [] })
  })

  it('answers in well under 20 ms per search across the whole catalogue', async () => {
    const prefixes = [
      ...new Set(
        catalogue
          .flatMap((g) => searchTokens(g.name))
          .filter((w) => w.length >= 3)
          .map((w) => w.slice(0, 3)),
      ),
    ]
    expect(prefixes.length).toBeGreaterThan(50)
    const start = performance.now()
    for (const p of prefixes) await byName(`${p}`)
    const perSearch = (performance.now() - start) / prefixes.length
    expect(perSearch).toBeLessThan(20)
  })
})

describe('card-sized answers for the search modal', () => {
  it('answers only the card fields with fields=card, the same games in the same order', async () => {
    const q = { 'filter[name]': 'vik', 'page[size]': '20' }
    const full = await search(q)
    const res = await t.app.inject({
      method: 'GET',
      url: `/games-api/v2/games/smart-search?${new URLSearchParams({ ...q, fields: 'card' })}`,
    })
    const cards = PagedCardListResponse.parse(res.json()).data
    expect(cards.count).toBe(full.count)
    expect(cards.games.map((g) => g.game_id)).toEqual(full.games.map((g) => g.game_id))
    expect(Object.keys(cards.games[0] ?? {}).sort()).toEqual([...CARD_FIELDS].sort())
    expect(res.body.length).toBeLessThan(JSON.stringify(full).length / 2)
    const bad = await t.app.inject({ method: 'GET', url: '/games-api/v2/games/smart-search?fields=all' })
    expect(bad.statusCode).toBe(400)
  })
})
