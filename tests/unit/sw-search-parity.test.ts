import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Game, PagedGameList } from '../../contract/games.ts'
import { searchCatalogue } from '../../sw/offline-search.ts'
import { type Built, build } from '../server/helpers/helper.ts'

/**
 * Offline search parity (issue 16): the worker searches its stored copy of /games-api/games with the
 * server's own name search (contract/name-search.ts) and the same filters, so the same query finds
 * the same games in the same order, online or not. Every query goes to the real server (seeded
 * catalogue) and to the worker's search over the server's own catalogue answer.
 */
let t: Built
let catalogue: Game[]
beforeAll(async () => {
  t = await build()
  const all = await t.app.inject({ method: 'GET', url: '/games-api/games' })
  catalogue = (all.json() as { data: { games: Game[] } }).data.games
}, 120_000)
afterAll(async () => {
  await t?.close()
})

async function both(query: string): Promise<{ server: PagedGameList; worker: PagedGameList }> {
  const res = await t.app.inject({ method: 'GET', url: `/games-api/v2/games/smart-search?${query}` })
  expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200)
  const server = (res.json() as { data: PagedGameList }).data
  return { server, worker: searchCatalogue(catalogue, new URLSearchParams(query)) }
}

const name = (term: string, extra = '') =>
  `${new URLSearchParams({ 'filter[name]': term, 'page[size]': '100' })}${extra}`

/** One letter of a long word replaced: a typo the server forgives. */
function withTypo(title: string): string | null {
  const words = title.split(' ')
  const at = words.findIndex((w) => /^[A-Za-zÆØÅæøå]{5,}$/.test(w))
  const word = words[at]
  if (!word) return null
  words[at] = `${word.slice(0, 2)}${word[2]?.toLowerCase() === 'x' ? 'y' : 'x'}${word.slice(3)}`
  return words.join(' ')
}

const folded = (s: string) => s.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa')

describe('offline search gives the server’s hits, in the server’s order', () => {
  it.each([
    'vik',
    'viking',
    'vikng',
    'påske',
    'paaske',
    'paske',
    'bjørn',
    'bjoern',
    'bjorn',
    'ædel',
    'aedel',
    'book of',
    'gold',
    'xq',
    'a',
    'mega joker',
    'valhala',
  ])('name %s', async (term) => {
    const { server, worker } = await both(name(term))
    expect(worker.count, term).toBe(server.count)
    expect(worker.games.map((g) => g.id)).toEqual(server.games.map((g) => g.id))
  })

  it('names of the catalogue as typed, folded and with a typo', async () => {
    const sample = catalogue.filter((_, i) => i % Math.max(1, Math.floor(catalogue.length / 40)) === 0)
    let compared = 0
    for (const g of sample) {
      for (const term of [g.name, folded(g.name), withTypo(g.name)]) {
        if (!term) continue
        const { server, worker } = await both(name(term))
        expect(
          worker.games.map((x) => x.id),
          term,
        ).toEqual(server.games.map((x) => x.id))
        expect(worker.count, term).toBe(server.count)
        compared++
      }
    }
    expect(compared).toBeGreaterThan(60)
  })

  it.each([
    'filter[subprovider]=netent&page[size]=100',
    'filter[subprovider]=scientific&page[size]=100',
    'filter[theme]=vikinger&page[size]=100&page[number]=1',
    'filter[features]=megaways,freespins&page[size]=20&page[number]=2',
    'filter[feature]=hifreq&filter[paylines]=11-30,100%2B&page[size]=50',
    `${name('vik')}&platform=mobile`,
    `${name('vik')}&filter[theme]=vikinger&fields=card`,
    'page[size]=30',
  ])('filters %s', async (query) => {
    const { server, worker } = await both(query)
    expect(worker.count).toBe(server.count)
    expect(worker.page).toBe(server.page)
    expect(worker.size).toBe(server.size)
    expect(worker.games).toEqual(server.games)
  })
})
