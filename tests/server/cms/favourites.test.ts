import { beforeAll, describe, expect, it } from 'vitest'
import { GoHashResponse, OffersResponse } from '../../../contract/cms.ts'
import { GameListResponse } from '../../../contract/games.ts'
import { CONTENT_SAYS } from '../../player-texts.ts'
import { count, login } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

/** SPEC.md section 6, the visitor's favourite button. */
const FAVOURITE_LOGIN = 'For at kunne tilføje spillet til favoritter, skal du være logget ind.'

const t = appPerSuite()
let demo: Browser
let demoId: number
let other: Browser
let otherId: number
beforeAll(async () => {
  demo = browser(t.app)
  demoId = (await login(demo, 'demo1234', 'Demo1234')).body.data.id
  other = browser(t.app)
  otherId = (await login(other, 'nolimit1', 'Nolimit12')).body.data.id
})

const del = (b: Browser, url: string, origin: string | null = 'http://localhost:80') =>
  b.raw({ method: 'DELETE', url, headers: { cookie: b.cookieHeader(), ...(origin ? { origin } : {}) } })

describe('favourites (Games API clients/{userId}/games)', () => {
  it('adds, lists newest first and removes favourites of the logged-in player', async () => {
    const slots = GameListResponse.parse((await demo.get('/games-api/games/slots')).body).data.games
    const [a, b] = slots
    if (!a || !b) throw new Error('no games')
    expect((await demo.get(`/games-api/clients/${demoId}/games`)).body.data).toEqual({ games: [], count: 0 })
    await demo.post(`/games-api/clients/${demoId}/games/${a.game_id}`)
    t.clock.now()
    ;(t.clock as unknown as { advance(ms: number): void }).advance(1000)
    const added = await demo.post(`/games-api/clients/${demoId}/games/${b.game_id}`)
    expect(added.status).toBe(200)
    // The answer is the refetched list (SPEC.md section 7).
    expect(added.body.data.games.map((g: { game_id: string }) => g.game_id)).toEqual([b.game_id, a.game_id])
    // Adding twice keeps one.
    await demo.post(`/games-api/clients/${demoId}/games/${a.game_id}`)
    const list = GameListResponse.parse((await demo.get(`/games-api/clients/${demoId}/games`)).body).data
    expect(list.count).toBe(2)
    const removed = await del(demo, `/games-api/clients/${demoId}/games/${a.game_id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.games.map((g: { game_id: string }) => g.game_id)).toEqual([b.game_id])
    expect(await count(t, 'favourites')).toBe(1)
    expect(removed.headers['cache-control']).toBe('no-store')
  })

  it('refuses a visitor with the login-for-favourites message, and another player', async () => {
    const visitor = browser(t.app)
    const r = await visitor.post(`/games-api/clients/${demoId}/games/any-game`)
    expect(r.status).toBe(401)
    expect(r.body.errorMessage).toBe(FAVOURITE_LOGIN)
    expect((await visitor.get(`/games-api/clients/${demoId}/games`)).status).toBe(401)
    expect((await other.get(`/games-api/clients/${demoId}/games`)).status).toBe(403)
    const slots = GameListResponse.parse((await demo.get('/games-api/games/slots')).body).data.games
    expect((await other.post(`/games-api/clients/${demoId}/games/${slots[3]?.game_id}`)).status).toBe(403)
    expect((await demo.post(`/games-api/clients/${demoId}/games/findes-ikke`)).status).toBe(404)
    expect((await demo.post(`/games-api/clients/${demoId}/games/%3Cscript%3E`)).status).toBe(400)
    expect(await count(t, 'favourites')).toBe(1)
  })

  it('refuses a write from another origin (cross-site request forgery)', async () => {
    const slots = GameListResponse.parse((await demo.get('/games-api/games/slots')).body).data.games
    const evil = browser(t.app, { origin: 'https://evil.example' })
    evil.jar.set('sid', String(demo.jar.get('sid')))
    expect((await evil.post(`/games-api/clients/${demoId}/games/${slots[4]?.game_id}`)).status).toBe(403)
    const d = await del(
      demo,
      `/games-api/clients/${demoId}/games/${slots[1]?.game_id}`,
      'https://evil.example',
    )
    expect(d.statusCode).toBe(403)
    expect(await count(t, 'favourites')).toBe(1)
  })
})

describe('GO offers and the GO button', () => {
  it('lists the offers oldest first, the same for a visitor and a player', async () => {
    const open = OffersResponse.parse((await browser(t.app).get('/games-api/offers')).body).data
    expect(open.length).toBe(2)
    expect(open.at(-1)?.title).toBe('25 gratis spins på ugens vikingeautomat')
    const mine = OffersResponse.parse((await demo.get(`/games-api/offers/client/${demoId}`)).body).data
    expect(mine.map((o) => o.id)).toEqual(open.map((o) => o.id))
    expect(mine.every((o) => !o.used)).toBe(true)
    expect((await browser(t.app).get(`/games-api/offers/client/${demoId}`)).status).toBe(401)
    expect((await other.get(`/games-api/offers/client/${demoId}`)).status).toBe(403)
  })

  it('needs a login to press GO, then spends the hash once on the newest offer', async () => {
    expect((await browser(t.app).post('/cms/create-hash', {})).status).toBe(401)
    const created = GoHashResponse.parse((await demo.post('/cms/create-hash', {})).body).data
    const offers = OffersResponse.parse((await demo.get(`/games-api/offers/client/${demoId}`)).body).data
    expect(created.gobutton_id).toBe(offers.at(-1)?.id)
    expect(created.used).toBe(false)
    const read = await demo.get(`/cms/get-hash?hash=${created.hash}`)
    expect(read.body.data).toEqual(created)
    // Another player's hash is unknown to this one.
    expect((await other.get(`/cms/get-hash?hash=${created.hash}`)).status).toBe(404)

    const used = await demo.post('/cms/set-gobutton-as-used', {
      gobutton_id: created.gobutton_id,
      client_id: demoId,
    })
    expect(used.status).toBe(200)
    expect(used.body.data.used).toBe(true)
    expect(used.body.data.game_id).toBe(offers.at(-1)?.game_id)
    expect((await demo.get(`/cms/get-hash?hash=${created.hash}`)).body.data.used).toBe(true)
    const again = await demo.post('/cms/set-gobutton-as-used', {
      gobutton_id: created.gobutton_id,
      client_id: demoId,
    })
    expect(again.status).toBe(409)
    expect(again.body.errorMessage).toBe(CONTENT_SAYS.goAlreadyUsed)
    expect((await demo.post('/cms/create-hash', {})).status).toBe(409)
    const after = OffersResponse.parse((await demo.get(`/games-api/offers/client/${demoId}`)).body).data
    expect(after.at(-1)?.used).toBe(true)
  })

  it('refuses set-gobutton-as-used without a press first, for another player, and twice at once', async () => {
    const offers = OffersResponse.parse((await other.get(`/games-api/offers/client/${otherId}`)).body).data
    const id = offers.at(-1)?.id ?? 0
    const noPress = await other.post('/cms/set-gobutton-as-used', { gobutton_id: id, client_id: otherId })
    expect(noPress.status).toBe(400)
    expect(noPress.body.errorMessage).toBe(CONTENT_SAYS.goPressFirst)
    expect(
      (await other.post('/cms/set-gobutton-as-used', { gobutton_id: id, client_id: demoId })).status,
    ).toBe(403)
    await other.post('/cms/create-hash', {})
    await other.post('/cms/create-hash', {})
    const both = await Promise.all([
      other.post('/cms/set-gobutton-as-used', { gobutton_id: id, client_id: otherId }),
      other.post('/cms/set-gobutton-as-used', { gobutton_id: id, client_id: otherId }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const rows = await t.db.db
      .selectFrom('go_buttons')
      .select('used_at')
      .where('client_id', '=', otherId)
      .where('used_at', 'is not', null)
      .execute()
    expect(rows.length).toBe(1)
  })
})
