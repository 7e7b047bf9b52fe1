import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from './accounts-helper.ts'
import { type Built, build } from './helper.ts'
import { browser } from './player-client.ts'

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

describe('/ carries the public lobby first screen in its HTML (issue 16)', () => {
  let t: Built
  let dist: string
  let phone: Page
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'first-screen-'))
    copyFileSync(join(import.meta.dirname, '../../index.html'), join(dist, 'index.html'))
    t = await build({ DIST_DIR: dist })
    // A campaign title that would end the data block and open a script if it were not escaped.
    await t.db.db
      .updateTable('cms_campaigns')
      .set({ title: HOSTILE_TITLE })
      .where('seo_url', '=', 'vikingetogt')
      .execute()
    phone = await home(t, { 'user-agent': PHONE })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

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

  it('the first highlight picture is painted with the HTML, and the first tiles of Nye spil are images', async () => {
    const highlights = (await api(t, '/cms/highlight/get-all?area=home&platform=mobile')).data
    const first = highlights[0].campaign
    // The seeded campaign pictures are SVGs of well under 4 KB: written in as the very bytes /cdn sends,
    // so no request (and no preload) stands between the HTML and the page's largest picture.
    for (const url of [first.bgimage_mob, first.bgimage]) {
      const res = await t.app.inject({ url })
      expect(res.rawPayload.length, url).toBeLessThan(4096)
      expect(phone.html).toContain(`data:image/svg+xml;base64,${res.rawPayload.toString('base64')}`)
      expect(phone.html).not.toContain(`href="${url}"`)
    }
    expect(phone.html).toMatch(/<source media="\(max-width: 767px\)" srcset="data:image\/svg\+xml;base64,/)
    expect(phone.html).not.toContain('rel="preload" as="image"')
    const main = /<main class="main">([\s\S]*?)<\/main>/.exec(phone.html)?.[1] ?? ''
    expect(main).toMatch(/<h2[^>]*>Nye spil<\/h2>/)
    const games = (await api(t, '/games-api/games/new?platform=mobile')).data.games
    const tiles = [...main.matchAll(/<a class="card__link" href="\/spil\/([^/]+)\/fun"[^>]*><img ([^>]*)>/g)]
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
    const { scriptHash } = await import('../../server/http/security-headers.ts')
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

describe("/'s render-blocking stylesheets come inside the page", () => {
  it('writes each stylesheet in and leaves its link disabled, so it is neither fetched nor applied twice', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs')
    const { inlineStylesheets } = await import('../../server/web/inline-styles.ts')
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
