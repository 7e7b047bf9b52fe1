import { describe, expect, it } from 'vitest'
import {
  CategoriesResponse,
  GameListResponse,
  GameResponse,
  JackpotAllResponse,
  LiveGameListResponse,
  PagedGameListResponse,
  ProvidersResponse,
} from '../../../contract/games.ts'
import { appPerSuite } from '../helpers/helper.ts'

const t = appPerSuite()

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; data: never; errorMessage?: string },
  }
}
const search = (q: Record<string, string>) => `/games-api/v2/games/smart-search?${new URLSearchParams(q)}`

describe('game lists', () => {
  it('lists at least 500 slots and filters by platform', async () => {
    const all = await get('/games-api/games/slots')
    const data = GameListResponse.parse(all.body).data
    expect(data.count).toBeGreaterThanOrEqual(500)
    expect(data.games).toHaveLength(data.count)
    const mobile = GameListResponse.parse((await get('/games-api/games/slots?platform=mobile')).body).data
    expect(mobile.games.some((g) => g.platform === 'desktop')).toBe(false)
    expect(mobile.count).toBeLessThan(data.count)
    const desktop = GameListResponse.parse((await get('/games-api/games/slots?platform=desktop')).body).data
    expect(desktop.games.some((g) => g.platform === 'mobile')).toBe(false)
  })

  it.each(['new', 'popular', 'bonus', 'jackpots', 'exclusive', 'table'])('lists %s', async (c) => {
    const { status, body } = await get(`/games-api/games/${c}`)
    expect(status).toBe(200)
    expect(GameListResponse.parse(body).data.count).toBeGreaterThan(0)
  })

  it('keeps upcoming games out of lists and shows them under games/upcoming', async () => {
    const upcoming = GameListResponse.parse((await get('/games-api/games/upcoming')).body).data
    expect(upcoming.count).toBeGreaterThanOrEqual(4)
    expect(upcoming.games.every((g) => g.release === 'upcoming')).toBe(true)
    const dates = upcoming.games.map((g) => g.release_date)
    expect(dates).toEqual([...dates].sort())
    const all = GameListResponse.parse((await get('/games-api/games')).body).data
    expect(all.games.some((g) => g.release === 'upcoming')).toBe(false)
  })

  it('ranks popular games hot first over the period, within the limit', async () => {
    const data = GameListResponse.parse((await get('/games-api/games/popular/7/100')).body).data
    expect(data.count).toBe(100)
    const firstCold = data.games.findIndex((g) => !g.go_hot)
    expect(data.games.slice(firstCold).some((g) => g.go_hot)).toBe(false)
    expect(GameListResponse.parse((await get('/games-api/games/popular/1/5')).body).data.count).toBe(5)
    const cold = GameListResponse.parse((await get('/games-api/games/popular/7/20?exclude_hot=1')).body).data
    expect(cold.games.some((g) => g.go_hot)).toBe(false)
  })

  it('answers a game by id and by game_id, and 404 for unknown ones', async () => {
    const game = GameResponse.parse((await get('/games-api/games/1')).body).data
    expect(GameResponse.parse((await get(`/games-api/games/${game.game_id}`)).body).data.id).toBe(1)
    expect(game.min_stake).toBeGreaterThan(0)
    expect(game.payback).toMatch(/^\d{2}\.\d{2}$/)
    for (const url of ['/games-api/games/999999', '/games-api/games/no-such-game']) {
      const r = await get(url)
      expect(r.status).toBe(404)
      expect(r.body.success).toBe(false)
      expect(r.body.errorMessage).toMatch(/findes ikke/)
    }
  })
})

describe('categories, live, jackpots, providers', () => {
  it('counts types, features, themes and live tables', async () => {
    const data = CategoriesResponse.parse((await get('/games-api/v2/categories')).body).data
    expect(data.types.find((t) => t.type === 'slots')?.label).toBe('Alle spil')
    expect(data.features).toHaveLength(7)
    expect(data.themes).toHaveLength(33)
    expect(data.themes.find((c) => c.name === 'kerlighed')?.label).toBe('Kærlighed')
    expect(data.live.all).toBe(100)
    expect(
      data.live.roulette + data.live.blackjack + data.live.baccarat + data.live.poker + data.live.gameShow,
    ).toBe(100)
  })

  it('lists the games of a category id, and 404 for an unknown id', async () => {
    const viking = GameListResponse.parse((await get('/games-api/v2/categories/vikinger/games')).body).data
    expect(viking.count).toBeGreaterThan(0)
    expect(viking.games.every((g) => g.theme.split('|').includes('vikinger'))).toBe(true)
    const megaways = GameListResponse.parse((await get('/games-api/v2/categories/megaways/games')).body).data
    expect(megaways.games.every((g) => g.features.includes('megaways'))).toBe(true)
    expect((await get('/games-api/v2/categories/nope/games')).status).toBe(404)
  })

  it('lists live tables with counters, jackpot games and the jackpot total', async () => {
    const live = LiveGameListResponse.parse((await get('/games-api/categories/liveint/games')).body).data
    expect(live.count).toBe(100)
    expect(live.games.every((g) => g.group_id === 'net-live' && g.onlyForMoney)).toBe(true)
    const jackpots = GameListResponse.parse((await get('/games-api/categories/jackpots/games')).body).data
    expect(jackpots.count).toBeGreaterThanOrEqual(32)
    const all = JackpotAllResponse.parse((await get('/games-api/casino/content/jackpot/all')).body).data
    expect(all.jackpots).toHaveLength(jackpots.count)
    const sum = all.jackpots.reduce((s, j) => s + Math.round(j.jackpot_amount * 100), 0)
    expect(Math.round(all.total * 100)).toBe(sum)
    expect(all.total_formatted).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} kr\.$/)
  })

  it('hides hidden providers unless include_hidden is set', async () => {
    const shown = ProvidersResponse.parse((await get('/games-api/providers')).body).data
    expect(shown).toHaveLength(19)
    expect(shown.find((p) => p.name === 'scientific')?.title).toBe('Light & Wonder')
    expect(shown.every((p) => p.games.count > 0)).toBe(true)
    const all = ProvidersResponse.parse((await get('/games-api/providers?include_hidden=1')).body).data
    expect(all).toHaveLength(20)
    expect(all.some((p) => p.hidden)).toBe(true)
  })
})

describe('smart search', () => {
  it('pages with 30 by default and reports the total count', async () => {
    const p1 = PagedGameListResponse.parse((await get(search({}))).body).data
    expect(p1.size).toBe(30)
    expect(p1.page).toBe(1)
    expect(p1.games).toHaveLength(30)
    const p2 = PagedGameListResponse.parse((await get(search({ 'page[number]': '2' }))).body).data
    expect(p2.games[0]?.id).not.toBe(p1.games[0]?.id)
    expect(p2.count).toBe(p1.count)
  })

  it('ANDs keys and ORs comma-joined values', async () => {
    const r = PagedGameListResponse.parse(
      (
        await get(
          search({ 'filter[theme]': 'vikinger,egypten', 'filter[feature]': 'hifreq', 'page[size]': '100' }),
        )
      ).body,
    ).data
    expect(r.count).toBeGreaterThan(0)
    for (const g of r.games) {
      expect(g.feature).toBe('hifreq')
      expect(g.theme.split('|').some((x) => x === 'vikinger' || x === 'egypten')).toBe(true)
    }
  })

  it('finds names by a case- and diacritic-insensitive part', async () => {
    const r = PagedGameListResponse.parse((await get(search({ 'filter[name]': 'VIK' }))).body).data
    expect(r.count).toBeGreaterThan(5)
    expect(r.games.every((g) => g.name.toLowerCase().includes('vik'))).toBe(true)
  })

  it('searches scientific as scientific,gdm', async () => {
    const r = PagedGameListResponse.parse(
      (await get(search({ 'filter[subprovider]': 'scientific', 'page[size]': '100' }))).body,
    ).data
    const subs = new Set(r.games.map((g) => g.subprovider))
    expect(subs).toEqual(new Set(['scientific', 'gdm']))
  })

  it('filters paylines by bucket', async () => {
    const r = PagedGameListResponse.parse(
      (await get(search({ 'filter[paylines]': '100+', 'page[size]': '100' }))).body,
    ).data
    expect(r.games.every((g) => g.paylines > 100)).toBe(true)
    const low = PagedGameListResponse.parse(
      (await get(search({ 'filter[paylines]': '1-10', 'page[size]': '100' }))).body,
    ).data
    expect(low.games.every((g) => g.paylines >= 1 && g.paylines <= 10)).toBe(true)
  })

  it('answers the v1 path the same way', async () => {
    const v1 = await get(`/games-api/games/smart-search?${new URLSearchParams({ 'filter[theme]': 'dyr' })}`)
    const v2 = await get(search({ 'filter[theme]': 'dyr' }))
    expect(v1.body).toEqual(v2.body)
  })
})

describe('bad parameters get a 4xx with a clear message, never a 500', () => {
  it.each([
    ['/games-api/games/popular/0/5', 400],
    ['/games-api/games/popular/7/99999', 400],
    ['/games-api/games/popular/abc/5', 400],
    ['/games-api/games/slots?platform=tv', 400],
    ['/games-api/providers?include_hidden=maybe', 400],
    [search({ 'page[size]': 'abc' }), 400],
    [search({ 'page[size]': '0' }), 400],
    [search({ 'page[size]': '1000' }), 400],
    [search({ 'page[number]': '-1' }), 400],
    [search({ 'filter[feature]': 'nope' }), 400],
    [search({ 'filter[colour]': 'red' }), 400],
    [search({ 'filter[name]': 'x'.repeat(10_000) }), 400],
    ['/games-api/v2/games/smart-search?filter[theme]=dyr&filter[theme]=musik', 400],
    ['/games-api/games/%3Cscript%3E', 404],
    ['/games-api/nothing-here', 404],
  ])('%s -> %i', async (url, status) => {
    const r = await get(url)
    expect(r.status).toBe(status)
    expect(r.body.success).toBe(false)
    expect(r.body.errorMessage).toEqual(expect.any(String))
    expect(r.body.errorMessage?.length).toBeGreaterThan(5)
  })
})
