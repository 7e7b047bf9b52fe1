import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CampaignResponse, CampaignsResponse, HighlightsResponse } from '../../../contract/cms.ts'
import { count, login } from '../helpers/accounts-helper.ts'
import { type Built, build, expectSafeAnswer } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

type Body = Record<string, unknown>
type Endpoint = { url: string; auth: boolean; base: Body; optional?: string[]; free?: string[] }

const SQL = "' or 1=1 --"
const HTML = '<script>alert(1)</script><img src=x onerror=alert(2)>'
const LONG = 'x'.repeat(10 * 1024)
const WRONG_TYPES: unknown[] = [42, -1.5, true, null, [], ['a'], { $gt: '' }, 'tekst']
const CONTENT_TABLES = [
  'cms_feedback',
  'cms_subscribers',
  'cms_campaign_subscribers',
  'recent_games',
  'go_buttons',
  'favourites',
  'support_chats',
  'support_messages',
] as const

let t: Built
let player: Browser
let userId: number
let game: string
let campaignId: number

beforeAll(async () => {
  t = await build({ RATE_CONTENT_PER_MIN: '1000000' })
  player = browser(t.app)
  userId = (await login(player, 'demo1234', 'Demo1234')).body.data.id
  game = (await player.get('/games-api/games/slots')).body.data.games[0].game_id
  campaignId = (await player.get('/cms/campaigns/vikingetogt')).body.data.id
})
afterAll(() => t.close())

const snapshot = async () => {
  const out: Record<string, number> = {}
  for (const table of CONTENT_TABLES) out[table] = await count(t, table)
  out.clicks = Number(
    (
      await t.db.db
        .selectFrom('game_clicks')
        .select((eb) => eb.fn.sum<number>('clicks').as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
  return out
}

/** Every POST of /cms (issue 5) with a body that would succeed; each case changes one field of it. */
const endpoints = (): Endpoint[] => [
  {
    url: '/cms/feedback/create-feedback',
    auth: true,
    base: { rating: 4, message: 'Godt', user_id: userId },
    optional: ['message', 'user_id'],
    free: ['message'],
  },
  { url: '/cms/article/add-campaign-subscriber', auth: true, base: { campaign_id: campaignId } },
  { url: '/cms/common/add-subscriber', auth: false, base: { email: 'ny@example.dk' } },
  {
    url: '/cms/recent/set-recent',
    auth: true,
    base: { client_id: userId, game_id: game, platform: 'desktop' },
    optional: ['platform'],
  },
  {
    url: '/cms/recent/remove-recent',
    auth: true,
    base: { client_id: userId, game_id: game, platform: 'desktop' },
    optional: ['game_id', 'platform'],
  },
  {
    url: '/cms/game/click',
    auth: false,
    base: { gameId: game, userId: 0, app: false },
    optional: ['userId', 'app'],
  },
  { url: '/cms/create-hash', auth: true, base: {} },
  { url: '/cms/set-gobutton-as-used', auth: true, base: { gobutton_id: 2, client_id: userId } },
  { url: '/cms/support/chat/send', auth: false, base: { message: 'Hej' }, free: ['message'] },
]

type Case = { what: string; body: unknown; mustRefuse: boolean }
function cases(e: Endpoint): Case[] {
  const out: Case[] = []
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)
  for (const f of Object.keys(e.base)) {
    const { [f]: _gone, ...without } = e.base
    out.push({ what: `${f} missing`, body: without, mustRefuse: !e.optional?.includes(f) })
    for (const v of WRONG_TYPES)
      if (kind(v) !== kind(e.base[f]))
        out.push({ what: `${f} = ${JSON.stringify(v)}`, body: { ...e.base, [f]: v }, mustRefuse: true })
    const free = e.free?.includes(f) ?? false
    out.push({ what: `${f} = SQL`, body: { ...e.base, [f]: SQL }, mustRefuse: !free })
    out.push({ what: `${f} = HTML`, body: { ...e.base, [f]: HTML }, mustRefuse: !free })
    out.push({ what: `${f} = 10 KB`, body: { ...e.base, [f]: LONG }, mustRefuse: true })
  }
  out.push({ what: 'an unknown field', body: { ...e.base, admin: true }, mustRefuse: true })
  for (const [what, body] of [
    ['an array', [e.base]],
    ['a number', 42],
    ['JSON null', null],
  ] as const)
    out.push({ what: `body is ${what}`, body, mustRefuse: true })
  return out
}

const send = (e: Endpoint, body: unknown, type = 'application/json') => {
  const b = e.auth ? player : browser(t.app)
  return b.raw({
    method: 'POST',
    url: e.url,
    headers: { 'content-type': type, ...(e.auth ? { cookie: player.cookieHeader() } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('hostile input to every content POST', () => {
  it('answers each bad field, wrong type, SQL, HTML and 10 KB string with a 4xx envelope, never a 500, and writes nothing', async () => {
    // A chat must exist for chat/send to be able to succeed at all.
    const chatter = browser(t.app)
    await chatter.post('/cms/support/chat/start', {})
    let calls = 0
    for (const e of endpoints())
      for (const c of cases(e)) {
        const before = await snapshot()
        const res = e.url.includes('/support/')
          ? await chatter.raw({
              method: 'POST',
              url: e.url,
              headers: { 'content-type': 'application/json', cookie: chatter.cookieHeader() },
              payload: JSON.stringify(c.body),
            })
          : await send(e, c.body)
        calls++
        const label = `${e.url} with ${c.what}: ${res.statusCode} ${res.body.slice(0, 160)}`
        await expectSafeAnswer(res, label, { mustRefuse: c.mustRefuse, state: snapshot, before })
      }
    expect(calls).toBeGreaterThan(150)
  })

  it('refuses bodies that are not JSON or too large (413), writing nothing', async () => {
    for (const e of endpoints()) {
      for (const [type, payload, status] of [
        ['application/json', '{"rating": ', 400],
        ['application/xml', '<a/>', 415],
        ['application/json', JSON.stringify({ ...e.base, blob: 'x'.repeat(20 * 1024) }), 413],
        ['application/json', JSON.stringify({ blob: 'x'.repeat(70 * 1024) }), 413],
      ] as const) {
        const before = await snapshot()
        const res = await send(e, payload, type)
        const label = `${e.url} ${type} ${payload.slice(0, 20)}: ${res.statusCode}`
        expect(res.statusCode, label).toBe(status)
        expect(res.json().success, label).toBe(false)
        expect(res.json().errorMessage, label).toBeTruthy()
        expect(await snapshot(), label).toEqual(before)
      }
    }
  })

  it('stores feedback text verbatim as data; it is only ever shown escaped', async () => {
    const res = await player.post('/cms/feedback/create-feedback', { rating: 1, message: HTML })
    expect(res.status).toBe(200)
    const row = await t.db.db
      .selectFrom('cms_feedback')
      .select('message')
      .where('rating', '=', 1)
      .executeTakeFirstOrThrow()
    expect(row.message).toBe(HTML)
    expect(JSON.stringify(res.body)).not.toContain('<script>')
  })
})

describe('campaign HTML never reaches a page unsanitised', () => {
  it('strips scripts, handlers, frames and javascript: links from every field that carries HTML', async () => {
    const evil = `<p onclick="steal()">Tilbud <script>document.cookie</script><a href="javascript:alert(1)">klik</a><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)><a href="https://example.dk">ok</a></p>`
    const { id } = await t.db.db
      .insertInto('cms_campaigns')
      .values({
        seo_url: 'ond-kampagne',
        title: '<b>Ond</b>',
        description: evil,
        terms: evil,
        bgimage: '/x.svg',
        bgimage_mob: '/x.svg',
        site: 'go',
        active: 'true',
        hidden: 'false',
        external_id: null,
        game_id: null,
        game_id_mob: null,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db.db
      .insertInto('cms_highlights')
      .values({ campaign_id: id, area: 'home', platform: 'all' })
      .execute()
    const one = CampaignResponse.parse((await player.get('/cms/campaigns/ond-kampagne')).body).data
    const all = CampaignsResponse.parse((await player.get('/cms/campaigns')).body).data
    const hl = HighlightsResponse.parse((await player.get('/cms/highlight/get-all?area=home')).body).data
    for (const c of [one, all.find((x) => x.id === id), hl.find((h) => h.campaign.id === id)?.campaign]) {
      for (const html of [c?.description, c?.terms]) {
        expect(html).toBeDefined()
        expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<img/i)
        expect(html).toContain(
          '<a href="https://example.dk" target="_blank" rel="noopener noreferrer">ok</a>',
        )
        expect(html).toContain('Tilbud')
      }
    }
  })
})

const GETS = [
  '/cms/api.php',
  '/cms/campaigns',
  '/cms/campaigns/vikingetogt',
  '/cms/highlight/get-all',
  '/cms/article/get-article',
  '/cms/article/get-articles',
  '/cms/article/check-subscriber-status',
  '/cms/feedback/was-feedback-sent',
  '/cms/seo/get-seo-data',
  '/cms/landing-page/get-page',
  '/cms/recent/get-recent',
  '/cms/get-hash',
  '/cms/common/download-pdf',
  '/cms/support/chat',
  '/games-api/offers',
  '/games-api/v2/games/smart-search',
  '/games-api/games/smart-search',
]

describe('property: random queries and bodies never make a 500', () => {
  it('GET with any query string, logged in or not', async () => {
    const key = fc.oneof(
      fc.constantFrom(
        'r',
        'area',
        'platform',
        'id',
        'slug',
        'type',
        'campaign_id',
        'user_id',
        'url',
        'hostName',
        'client_id',
        'site',
        'hash',
        'after',
        'filter[name]',
        'filter[theme]',
        'filter[subprovider]',
        'page[size]',
        'page[number]',
        'filter[x',
      ),
      fc.string({ maxLength: 12 }),
    )
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
      fc.constant('x'.repeat(10_000)),
      fc.string({ unit: 'binary', maxLength: 20 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GETS),
        fc.array(fc.tuple(key, value), { maxLength: 4 }),
        fc.boolean(),
        async (path, pairs, auth) => {
          const q = new URLSearchParams(pairs).toString()
          const res = await t.app.inject({
            method: 'GET',
            url: q ? `${path}?${q}` : path,
            headers: auth ? { cookie: player.cookieHeader() } : {},
          })
          if (res.statusCode >= 500)
            throw new Error(`${path}?${q} -> ${res.statusCode} ${res.body.slice(0, 200)}`)
          if (res.statusCode >= 400) expect(res.json().success).toBe(false)
          return true
        },
      ),
      { numRuns: 400 },
    )
  })

  it('POST with any JSON body, logged in or not', async () => {
    const posts = [...endpoints().map((e) => e.url), '/cms/support/chat/start', '/cms/support/chat/close']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(fc.jsonValue(), fc.object(), fc.string()),
        fc.boolean(),
        async (url, body, auth) => {
          const res = await (auth ? player : browser(t.app)).raw({
            method: 'POST',
            url,
            headers: {
              'content-type': 'application/json',
              ...(auth ? { cookie: player.cookieHeader() } : {}),
            },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          })
          if (res.statusCode >= 500)
            throw new Error(`${url} ${JSON.stringify(body).slice(0, 80)} -> ${res.statusCode}`)
          return true
        },
      ),
      { numRuns: 300 },
    )
  })

  it('favourites with any path segment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('GET', 'POST', 'DELETE'),
        async (a, b, method) => {
          const url = `/games-api/clients/${encodeURIComponent(a)}/games${method === 'GET' ? '' : `/${encodeURIComponent(b)}`}`
          const res = await player.raw({
            method: method as 'GET',
            url,
            headers: { cookie: player.cookieHeader() },
          })
          if (res.statusCode >= 500) throw new Error(`${method} ${url} -> ${res.statusCode}`)
          return true
        },
      ),
      { numRuns: 200 },
    )
  })
})
