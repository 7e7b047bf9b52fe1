import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ArticleResponse,
  ArticlesResponse,
  CampaignResponse,
  CampaignsResponse,
  HighlightsResponse,
  LandingResponse,
  SeoResponse,
  TEXT_PAGE_IDS,
  TextsResponse,
} from '../../../contract/cms.ts'
import { GameListResponse } from '../../../contract/games.ts'
import { RECENT_MAX } from '../../../server/cms/player-content-service.ts'
import { count, login } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

const t = appPerSuite({ RATE_CONTENT_PER_MIN: '100000' })
let visitor: Browser
let demo: Browser
let demoId: number
beforeAll(async () => {
  visitor = browser(t.app)
  demo = browser(t.app)
  demoId = (await login(demo, 'demo1234', 'Demo1234')).body.data.id
})

const firstGames = async (n: number) =>
  GameListResponse.parse((await visitor.get('/games-api/games/slots')).body).data.games.slice(0, n)

describe('site content', () => {
  it('answers the six sidebar text pages in Danish through api.php?r=Texts', async () => {
    const res = await visitor.get('/cms/api.php?r=Texts')
    const texts = TextsResponse.parse(res.body).data
    expect(texts.map((x) => x.id).sort()).toEqual([...TEXT_PAGE_IDS].sort())
    expect(texts.find((x) => x.id === 110)?.title).toBe('Vilkår og betingelser')
    for (const x of texts) expect(x.content).toMatch(/<p>|<h3>/)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
  })

  it('lists only campaigns that are active and not hidden, in every list', async () => {
    const list = CampaignsResponse.parse((await visitor.get('/cms/campaigns')).body).data
    const viaApi = CampaignsResponse.parse((await visitor.get('/cms/api.php?r=Campaigns')).body).data
    expect(viaApi).toEqual(list)
    expect(list.length).toBe(4)
    for (const c of list) expect([c.active, c.hidden]).toEqual(['true', 'false'])
    const stored = await count(t, 'cms_campaigns')
    expect(stored).toBe(6)
    const seo = list.map((c) => c.seo_url)
    expect(seo).toContain('vikingetogt')
    expect(seo).not.toContain('sommerferie') // active 'false'
    expect(seo).not.toContain('vip-aften') // hidden 'true'
  })

  it('answers a campaign by its seo_url and 404 for an inactive, hidden or unknown one', async () => {
    const c = CampaignResponse.parse((await visitor.get('/cms/campaigns/vikingetogt')).body).data
    expect(c.title).toBe('Vikingetogt: 50 gratis spins')
    expect(c.game_id).toMatch(/-/)
    const game = await visitor.get(`/games-api/games/${c.game_id}`)
    expect(game.status).toBe(200)
    for (const url of ['sommerferie', 'vip-aften', 'findes-ikke']) {
      const r = await visitor.get(`/cms/campaigns/${url}`)
      expect(r.status).toBe(404)
      expect(r.body.errorMessage).toBe('Kampagnen findes ikke eller er slut')
    }
  })

  it('answers the home highlights per area and platform, with the same visibility rule', async () => {
    for (const platform of ['desktop', 'mobile']) {
      const h = HighlightsResponse.parse(
        (await visitor.get(`/cms/highlight/get-all?area=home&platform=${platform}`)).body,
      ).data
      expect(h.map((x) => x.campaign.seo_url)).toEqual(['vikingetogt', 'faraos-skat', 'live-fredag'])
    }
    const viaApi = HighlightsResponse.parse((await visitor.get('/cms/api.php?r=Highlights')).body).data
    expect(viaApi.length).toBe(3)
    expect(
      HighlightsResponse.parse((await visitor.get('/cms/highlight/get-all?area=lobby')).body).data,
    ).toEqual([])
  })

  it('answers articles by id, by slug and by type', async () => {
    const news = ArticlesResponse.parse((await visitor.get('/cms/article/get-articles?type=news')).body).data
    expect(news.length).toBe(2)
    expect(news.every((a) => a.type === 'news')).toBe(true)
    const first = news[0]
    if (!first) throw new Error('no news')
    const byId = ArticleResponse.parse(
      (await visitor.get(`/cms/article/get-article?id=${first.id}`)).body,
    ).data
    const bySlug = ArticleResponse.parse(
      (await visitor.get(`/cms/article/get-article?slug=${first.slug}`)).body,
    ).data
    expect(byId).toEqual(bySlug)
    expect((await visitor.get('/cms/article/get-article?id=99999')).status).toBe(404)
    expect((await visitor.get('/cms/article/get-article')).status).toBe(400)
  })

  it('answers SEO titles and descriptions for the routes, and the landing pages by last segment', async () => {
    const seo = SeoResponse.parse((await visitor.get('/cms/seo/get-seo-data?site=go')).body).data
    const urls = seo.map((s) => s.url)
    for (const u of ['/', '/velkommen', '/aktuelt', '/alle-spil/spiludviklere']) expect(urls).toContain(u)
    for (const s of seo) expect(s.description.length).toBeGreaterThan(20)
    for (const url of ['velkommen', 'lp']) {
      const page = LandingResponse.parse(
        (await visitor.get(`/cms/landing-page/get-page?url=${url}&hostName=localhost`)).body,
      ).data
      expect(page.url).toBe(url)
      expect(page.cta_button_link).toBe('/opret-konto')
    }
    expect((await visitor.get('/cms/landing-page/get-page?url=nope')).status).toBe(404)
  })

  it('sends the terms as a valid PDF with Danish letters and a correct cross-reference table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cms/common/download-pdf' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('attachment')
    const pdf = res.rawPayload
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    // Every xref entry points at the start of its object, and startxref at the table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(entries.length).toBeGreaterThanOrEqual(7)
    entries.forEach((offset, i) => {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`))
    })
    // 'Vilkår' in WinAnsi: å is the single byte 0xE5.
    expect(text).toContain('(Vilk\xe5r og betingelser)')
    if (existsSync('/usr/bin/pdftotext')) {
      const plain = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8')
      expect(plain).toContain('Vilkår og betingelser')
      expect(plain).toContain('Spillemyndigheden')
    }
  })
})

describe('feedback and subscriptions', () => {
  it('stores feedback from a visitor and from a player, and tells the player it was sent', async () => {
    const before = await count(t, 'cms_feedback')
    expect(
      (await visitor.post('/cms/feedback/create-feedback', { rating: 4, message: 'Fint!' })).status,
    ).toBe(200)
    const sent0 = await demo.get(`/cms/feedback/was-feedback-sent?user_id=${demoId}`)
    expect(sent0.body.data).toEqual({ sent: false })
    const r = await demo.post('/cms/feedback/create-feedback', {
      rating: 5,
      message: 'Super',
      user_id: demoId,
    })
    expect(r.status).toBe(200)
    expect((await demo.get(`/cms/feedback/was-feedback-sent?user_id=${demoId}`)).body.data).toEqual({
      sent: true,
    })
    expect(await count(t, 'cms_feedback')).toBe(before + 2)
    const row = await t.db.db
      .selectFrom('cms_feedback')
      .select(['user_id', 'rating'])
      .where('message', '=', 'Super')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ user_id: demoId, rating: 5 })
  })

  it("refuses feedback in another player's name, and was-feedback-sent for another player", async () => {
    const before = await count(t, 'cms_feedback')
    expect(
      (await demo.post('/cms/feedback/create-feedback', { rating: 3, user_id: demoId + 1 })).status,
    ).toBe(403)
    expect((await visitor.post('/cms/feedback/create-feedback', { rating: 3, user_id: demoId })).status).toBe(
      401,
    )
    expect((await demo.get(`/cms/feedback/was-feedback-sent?user_id=${demoId + 1}`)).status).toBe(403)
    expect((await visitor.get(`/cms/feedback/was-feedback-sent?user_id=${demoId}`)).status).toBe(401)
    expect(await count(t, 'cms_feedback')).toBe(before)
  })

  it('subscribes a player to a shown campaign once, and answers the status', async () => {
    const c = CampaignResponse.parse((await visitor.get('/cms/campaigns/faraos-skat')).body).data
    const status = () => demo.get(`/cms/article/check-subscriber-status?campaign_id=${c.id}`)
    expect((await status()).body.data).toEqual({ subscribed: false })
    for (let i = 0; i < 2; i++)
      expect((await demo.post('/cms/article/add-campaign-subscriber', { campaign_id: c.id })).status).toBe(
        200,
      )
    expect((await status()).body.data).toEqual({ subscribed: true })
    expect(await count(t, 'cms_campaign_subscribers')).toBe(1)
    expect((await visitor.post('/cms/article/add-campaign-subscriber', { campaign_id: c.id })).status).toBe(
      401,
    )
    const hidden = await t.db.db
      .selectFrom('cms_campaigns')
      .select('id')
      .where('seo_url', '=', 'vip-aften')
      .executeTakeFirstOrThrow()
    expect((await demo.post('/cms/article/add-campaign-subscriber', { campaign_id: hidden.id })).status).toBe(
      404,
    )
  })

  it('adds a newsletter subscriber once, in lower case, and refuses a bad e-mail', async () => {
    expect(
      (await visitor.post('/cms/common/add-subscriber', { email: 'Ny.Spiller@Example.dk' })).status,
    ).toBe(200)
    expect(
      (await visitor.post('/cms/common/add-subscriber', { email: 'ny.spiller@example.dk' })).status,
    ).toBe(200)
    const rows = await t.db.db.selectFrom('cms_subscribers').select('email').execute()
    expect(rows).toEqual([{ email: 'ny.spiller@example.dk' }])
    const bad = await visitor.post('/cms/common/add-subscriber', { email: 'ikke-en-mail' })
    expect(bad.status).toBe(400)
    expect(bad.body.errorMessage).toContain('Ugyldig email')
  })
})

describe('recently played and clicks', () => {
  it('keeps at most 10 per platform, newest first, for the logged-in player only', async () => {
    const games = await firstGames(RECENT_MAX + 2)
    for (const g of games) {
      const r = await demo.post('/cms/recent/set-recent', { client_id: demoId, game_id: g.game_id })
      expect(r.status).toBe(200)
      ;(t.clock as unknown as { advance(ms: number): void }).advance(1000)
    }
    await demo.post('/cms/recent/set-recent', {
      client_id: demoId,
      game_id: games[0]?.game_id,
      platform: 'mobile',
    })
    const desktop = await demo.get(`/cms/recent/get-recent?site=go&client_id=${demoId}`)
    const ids = (desktop.body.data.games as { game_id: string }[]).map((g) => g.game_id)
    expect(ids).toEqual(
      games
        .slice(2)
        .reverse()
        .map((g) => g.game_id),
    )
    expect(desktop.body.data.count).toBe(RECENT_MAX)
    const mobile = await demo.get(`/cms/recent/get-recent?site=go&client_id=${demoId}&platform=mobile`)
    expect(mobile.body.data.count).toBe(1)
    expect(await count(t, 'recent_games')).toBe(RECENT_MAX + 1)
    // Playing an old one again moves it to the front, without growing the list.
    await demo.post('/cms/recent/set-recent', { client_id: demoId, game_id: games[5]?.game_id })
    const again = await demo.get(`/cms/recent/get-recent?client_id=${demoId}`)
    expect(again.body.data.games[0].game_id).toBe(games[5]?.game_id)
    expect(again.body.data.count).toBe(RECENT_MAX)

    await demo.post('/cms/recent/remove-recent', { client_id: demoId, game_id: games[5]?.game_id })
    expect((await demo.get(`/cms/recent/get-recent?client_id=${demoId}`)).body.data.count).toBe(
      RECENT_MAX - 1,
    )
    await demo.post('/cms/recent/remove-recent', { client_id: demoId })
    expect(await count(t, 'recent_games')).toBe(0)
  })

  it('refuses recent games of another player, for a visitor, and of an unknown game', async () => {
    const [g] = await firstGames(1)
    expect((await demo.get(`/cms/recent/get-recent?client_id=${demoId + 1}`)).status).toBe(403)
    expect((await visitor.get(`/cms/recent/get-recent?client_id=${demoId}`)).status).toBe(401)
    expect(
      (await demo.post('/cms/recent/set-recent', { client_id: demoId + 1, game_id: g?.game_id })).status,
    ).toBe(403)
    expect(
      (await demo.post('/cms/recent/set-recent', { client_id: demoId, game_id: 'findes-ikke' })).status,
    ).toBe(404)
    expect(await count(t, 'recent_games')).toBe(0)
  })

  it("counts a game click into today's clicks, which popular lists read", async () => {
    const [g] = await firstGames(1)
    if (!g) throw new Error('no game')
    const today = t.clock.now().toISOString().slice(0, 10)
    const clicks = async () => {
      const r = await sql<{
        n: number
      }>`select coalesce(sum(clicks), 0)::int as n from game_clicks where game_id = ${g.id} and day = ${today}::date`.execute(
        t.db.db,
      )
      return Number(r.rows[0]?.n ?? 0)
    }
    const before = await clicks()
    expect((await visitor.post('/cms/game/click', { gameId: g.game_id, app: false })).status).toBe(200)
    expect((await demo.post('/cms/game/click', { gameId: g.game_id, userId: demoId, app: 0 })).status).toBe(
      200,
    )
    expect(await clicks()).toBe(before + 2)
    expect((await demo.post('/cms/game/click', { gameId: g.game_id, userId: demoId + 1 })).status).toBe(403)
    expect((await visitor.post('/cms/game/click', { gameId: 'findes-ikke' })).status).toBe(404)
    expect(await clicks()).toBe(before + 2)
  })
})

describe('the content calls that belong to login still work', () => {
  it('register-device, attach-user and last-login', async () => {
    const device = { hardware_id: 'hw-cms', useragent_id: 'ua-cms', mobileApp: false }
    expect((await visitor.post('/cms/register-device', device)).status).toBe(200)
    const attach = await demo.post('/cms/attach-user', { ...device, user_id: demoId })
    expect(attach.body.data).toEqual({ client_id: demoId })
    expect((await demo.post('/cms/last-login', { ...device, user_id: demoId })).status).toBe(200)
  })
})

describe('trailers of the upcoming games', () => {
  it('serves each upcoming game its WebM trailer, and 404 for anything else', async () => {
    const upcoming = GameListResponse.parse((await visitor.get('/games-api/games/upcoming')).body).data.games
    expect(upcoming.length).toBeGreaterThan(0)
    for (const g of upcoming) {
      expect(g.upcoming_video_url).toBe(`/cdn/videos/${g.game_id}.webm`)
      const res = await t.app.inject({ method: 'GET', url: g.upcoming_video_url ?? '' })
      expect(res.statusCode, g.game_id).toBe(200)
      expect(res.headers['content-type']).toBe('video/webm')
      // The EBML magic number every WebM file starts with.
      expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
      expect(res.rawPayload.length).toBeGreaterThan(10_000)
    }
    for (const url of [
      '/cdn/videos/findes-ikke.webm',
      '/cdn/videos/..%2Fsearch.ts',
      '/cdn/videos/make-trailers.ts',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })
})
