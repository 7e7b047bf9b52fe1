import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const HOSTILE_TITLE = '</script><script>alert(1)</script><!--'

const BLOCK = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/

type Page = { html: string; block: string; headers: Record<string, unknown> }

async function home(t: Built, headers: Record<string, string>): Promise<Page> {
  const res = await t.app.inject({ url: '/', headers })
  expect(res.statusCode).toBe(200)
  return { html: res.body, block: BLOCK.exec(res.body)?.[1] ?? '', headers: res.headers }
}

const api = async (t: Built, url: string) => (await t.app.inject({ url })).json()

/** The server's render build of the app, as `npm run build` makes it (vite.config.ts, SSR_OUT), made once for the file. */
let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'first-screen-'))
  const root = join(import.meta.dirname, '../../..')
  copyFileSync(join(root, 'index.html'), join(dist, 'index.html'))
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(dist, '.server'),
      '--logLevel',
      'error',
    ],
    { cwd: root },
  )
}, 120_000)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('/ comes rendered by React on the server with the answers it shows (issues 16, 28)', () => {
  let t: Built
  let phone: Page
  beforeAll(async () => {
    t = await build({ DIST_DIR: dist })
    // A campaign title that would end the data block and open a script if it were not escaped.
    await t.db.db
      .updateTable('cms_campaigns')
      .set({ title: HOSTILE_TITLE })
      .where('seo_url', '=', 'vikingetogt')
      .execute()
    phone = await home(t, { 'user-agent': PHONE })
    // A seeded database: a minute on a busy 2-core box.
  }, 120_000)
  afterAll(() => t.close())

  it('the data block holds the answers the page would fetch, with no `<` that could end it', async () => {
    expect(phone.block).not.toBe('')
    expect(phone.block).not.toContain('<')
    const data = JSON.parse(phone.block)
    expect(data.platform).toBe('mobile')
    for (const url of [
      '/cms/highlight/get-all?area=home&platform=mobile',
      '/games-api/games/new?platform=mobile',
      '/games-api/games/popular/1/5?platform=mobile',
      '/games-api/games/jackpots?platform=mobile',
    ]) {
      const answer = await api(t, url)
      expect(answer.success, url).toBe(true)
      expect(data.answers[url], url).toEqual(answer)
    }
    // The campaign's HTML and the hostile title come back whole once parsed.
    expect(JSON.stringify(data.answers)).toContain(HOSTILE_TITLE)
    expect(phone.html).not.toContain('<script>alert(1)')
    expect(phone.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)')
  })

  it("the first highlight's pictures are preloaded from the head, and the first tiles of Nye spil are images", async () => {
    const highlights = (await api(t, '/cms/highlight/get-all?area=home&platform=mobile')).data
    const first = highlights[0].campaign
    const head = /<head>([\s\S]*?)<\/head>/.exec(phone.html)?.[1] ?? ''
    expect(head).toContain(
      `<link rel="preload" as="image" href="${first.bgimage_mob}" media="(max-width: 767px)"`,
    )
    expect(head).toContain(
      `<link rel="preload" as="image" href="${first.bgimage}" media="(min-width: 768px)"`,
    )
    expect(phone.html).toMatch(/<source media="\(max-width: 767px\)" srcSet="[^"]+"/)
    const main = /<main class="main">([\s\S]*?)<\/main>/.exec(phone.html)?.[1] ?? ''
    expect(main).toMatch(/<h2[^>]*>Nye spil<\/h2>/)
    const games = (await api(t, '/games-api/games/new?platform=mobile')).data.games
    const tiles = [
      ...main.matchAll(/<a class="card__link" href="\/spil\/([^/]+)\/fun"[^>]*><img ([^>]*)\/>/g),
    ]
    // SPEC.md section 2: the home page shows eleven new games.
    expect(tiles.map((m) => m[1])).toEqual(games.slice(0, 11).map((g: { game_id: string }) => g.game_id))
    for (const [, , img] of tiles) expect(img).toMatch(/width="240" height="180"/)
  })

  it('stays no-store and keeps its CSP: the data block is no script to allow', async () => {
    expect(phone.headers['cache-control']).toBe('no-store')
    const csp = String(phone.headers['content-security-policy'])
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    // Every executable inline script of the page is one the CSP names by hash.
    const inline = [...phone.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    const executable = inline.filter(([, attrs]) => !/type="application\/json"/.test(attrs ?? ''))
    expect(executable.length).toBeGreaterThan(0)
    const { scriptHash } = await import('../../../server/http/security-headers.ts')
    for (const [, , js] of executable) expect(csp).toContain(scriptHash(js ?? ''))
  })

  it('a desktop browser gets the desktop lists', async () => {
    const desktop = await home(t, { 'user-agent': DESKTOP })
    const data = JSON.parse(desktop.block)
    expect(data.platform).toBe('desktop')
    expect(Object.keys(data.answers)).toContain('/games-api/games/new?platform=desktop')
  })

  it("a logged-in player's own data never goes into the HTML", async () => {
    const player = browser(t.app)
    const me = (await login(player, 'demo1234', 'Demo1234')).body.data
    const gameId = JSON.parse(phone.block).answers['/games-api/games/new?platform=mobile'].data.games[0]
      .game_id
    expect((await player.post(`/games-api/clients/${me.id}/games/${gameId}`)).status).toBe(200)
    const res = await player.raw({
      url: '/',
      headers: { 'user-agent': DESKTOP, cookie: player.cookieHeader() },
    })
    expect(res.statusCode).toBe(200)
    for (const own of [me.userName, me.email, me.firstName, `clients/${me.id}`])
      expect(res.body, String(own)).not.toContain(String(own))
    const data = JSON.parse(BLOCK.exec(res.body)?.[1] ?? '{}')
    expect(Object.keys(data.answers).sort()).toEqual(
      [
        '/cms/highlight/get-all?area=home&platform=desktop',
        '/games-api/games/jackpots?platform=desktop',
        '/games-api/games/new?platform=desktop',
        '/games-api/games/popular/1/5?platform=desktop',
      ].sort(),
    )
  })
})

describe('the lobby routes a player lands on come rendered with the games they list (issue 28)', () => {
  let t: Built
  beforeAll(async () => {
    t = await build({ DIST_DIR: dist })
  }, 120_000)
  afterAll(() => t.close())

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { 'user-agent': DESKTOP } })
    const block = BLOCK.exec(res.body)?.[1]
    return { res, data: block ? JSON.parse(block) : undefined }
  }
  const tiles = (html: string) =>
    [
      ...(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').matchAll(
        /class="card__link" href="\/spil\/([^/]+)\/fun"/g,
      ),
    ].map((m) => m[1] ?? '')
  const all = async (filter: string) => {
    const games: { game_id: string }[] = []
    for (let n = 1; n <= 20; n++) {
      const page = (
        await api(
          t,
          `/games-api/v2/games/smart-search?${filter}&platform=desktop&page[size]=100&page[number]=${n}`,
        )
      ).data
      games.push(...page.games)
      if (games.length >= page.count) break
    }
    return games.map((g) => g.game_id)
  }

  it("/alle-spil/{category}: the list's answer in the data block, its first tiles in the HTML", async () => {
    const { res, data } = await get('/alle-spil/exclusive-spil')
    expect(res.statusCode).toBe(200)
    const answer = await api(t, '/games-api/games/exclusive?platform=desktop')
    expect(data.answers).toEqual({ '/games-api/games/exclusive?platform=desktop': answer })
    const ids = new Set(answer.data.games.map((g: { game_id: string }) => g.game_id))
    const sent = tiles(res.body)
    expect(sent.length).toBeGreaterThan(5)
    for (const id of sent) expect(ids.has(id)).toBe(true)
    expect(res.body).toMatch(/<h1>Eksklusive spil<\/h1>/)
  })

  it('a category with more games than one page carries every page, and shows them from the first render', async () => {
    const categories = (await api(t, '/games-api/v2/categories?platform=desktop')).data
    const big = categories.features.find((f: { games_count: number }) => f.games_count > 100)
    expect(big, 'the seed has a feature with over 100 games').toBeDefined()
    const { res, data } = await get(`/alle-spil/kategorier/sort?value=${big.name}&key=features&utm_source=x`)
    expect(res.statusCode).toBe(200)
    // The page stands for its key and value only, in one order (pageKey).
    expect(data.path).toBe(`/alle-spil/kategorier/sort?key=features&value=${big.name}`)
    const pages = Object.keys(data.answers).filter((u) => u.includes('smart-search'))
    expect(pages.length).toBe(Math.ceil(big.games_count / 100))
    const ids = new Set(await all(`filter%5Bfeatures%5D=${big.name}`))
    const sent = tiles(res.body)
    expect(sent.length).toBeGreaterThan(5)
    for (const id of sent) expect(ids.has(id)).toBe(true)
    expect(res.body).toContain(`${ids.size} spil`)
  })

  it("a provider page carries the providers and the provider's games; an unknown provider goes to /404", async () => {
    const { res, data } = await get('/providers/netent')
    expect(res.statusCode).toBe(200)
    expect(Object.keys(data.answers)).toContain('/games-api/providers')
    const ids = new Set(await all('filter%5Bsubprovider%5D=netent'))
    const sent = tiles(res.body)
    expect(sent.length).toBeGreaterThan(5)
    for (const id of sent) expect(ids.has(id)).toBe(true)
    const unknown = await t.app.inject({ url: '/alle-spil/spiludviklere/nobody' })
    expect(unknown.statusCode).toBe(302)
    expect(unknown.headers.location).toBe('/404')
  })

  it('/live-casino/{category} shows its tables and the live counters from the first render', async () => {
    const { res, data } = await get('/live-casino/roulette')
    expect(Object.keys(data.answers).sort()).toEqual([
      '/games-api/categories/liveint/games?platform=desktop',
      '/games-api/v2/categories?platform=desktop',
    ])
    const live = (await api(t, '/games-api/categories/liveint/games?platform=desktop')).data.games
    const roulette = live
      .filter((g: { subcat: string }) => g.subcat === 'roulette')
      .map((g: { game_id: string }) => g.game_id)
    expect(tiles(res.body)).toEqual(roulette)
    const counters = (await api(t, '/games-api/v2/categories?platform=desktop')).data.live
    expect(res.body).toContain(`<span class="dropdown__count">${counters.roulette}</span>`)
  })

  it('sends every boundary in place: no part waits on an inline script the CSP would refuse', async () => {
    for (const url of ['/alle-spil/slots', '/alle-spil/kategorier', '/live-casino/all']) {
      const { res } = await get(url)
      expect(res.body, url).not.toContain('<template id="B:')
      expect(res.body, url).not.toContain('$RC')
      expect(res.body, url).toContain('<!--$-->')
    }
  })

  it('every page comes compressed to a browser that accepts it, and the same page to one that does not', async () => {
    const pages = ['/', '/velkommen', '/alle-spil/slots', '/live-casino/all', '/aktuelt', '/konto/historik']
    for (const url of pages) {
      const plain = await t.app.inject({ url, headers: { 'user-agent': PHONE } })
      expect(plain.statusCode, url).toBe(200)
      expect(plain.headers['content-encoding'], url).toBeUndefined()
      for (const encoding of ['br', 'gzip']) {
        const res = await t.app.inject({ url, headers: { 'user-agent': PHONE, 'accept-encoding': encoding } })
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding)
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)
        expect(body.toString('utf8'), `${url} ${encoding}`).toBe(plain.body)
        expect(res.rawPayload.length, `${url} ${encoding}`).toBeLessThan(plain.rawPayload.length / 2)
      }
    }
    // An unknown API address is still the API's own answer, in JSON.
    const api404 = await t.app.inject({ url: '/games-api/nothing', headers: { 'accept-encoding': 'br' } })
    expect(api404.statusCode).toBe(404)
    expect(api404.json()).toEqual({ success: false, errorMessage: 'Ukendt adresse: GET /games-api/nothing' })
  })

  it('an address the app sends elsewhere, or a page it does not render, gets the plain shell', async () => {
    for (const url of [
      '/alle-spil/nothing',
      '/live-casino/nothing',
      '/alle-spil/kategorier/sort?key=x&value=y',
    ]) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toContain('id="first-screen"')
    }
  })
})

describe("/'s render-blocking stylesheets come inside the page", () => {
  it('writes each stylesheet in and leaves its link disabled, so it is neither fetched nor applied twice', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs')
    const { inlineStylesheets } = await import('../../../server/web/inline-styles.ts')
    const dist = mkdtempSync(join(tmpdir(), 'inline-css-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'shell-abc.css'), '.main{padding:16px}')
    writeFileSync(
      join(dist, 'assets', 'odd-abc.css'),
      '.x::after{content:"</style><script>alert(1)</script>"}',
    )
    const shell = [
      '<head><link rel="stylesheet" crossorigin href="/assets/shell-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/odd-abc.css"></head>',
    ].join('')
    const page = inlineStylesheets(shell, dist)
    expect(page).toContain(
      '<style>.main{padding:16px}</style><link rel="stylesheet" crossorigin href="/assets/shell-abc.css" disabled>',
    )
    // A sheet that could end the style element stays an ordinary link.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-abc.css"></head>')
    rmSync(dist, { recursive: true, force: true })
  })
})
