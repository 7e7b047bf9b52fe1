import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Casino, startCasino } from '../helpers/process-helper.ts'
import { gameOf } from '../helpers/studio-helper.ts'

/** What `vite build -c studio/client/vite.config.ts` leaves: the page and its hashed script. */
function buildClient(dist: string, version: string) {
  const studio = join(dist, 'studio')
  rmSync(studio, { recursive: true, force: true })
  mkdirSync(join(studio, 'assets'), { recursive: true })
  writeFileSync(
    join(studio, 'index.html'),
    `<!doctype html><html lang="da"><head><title>${version}</title><script type="module" crossorigin src="/studio/assets/index-${version}.js"></script></head><body><main id="game"></main></body></html>`,
  )
  writeFileSync(join(studio, 'assets', `index-${version}.js`), `console.log('client ${version}')\n`)
}

describe('the server serves the game client built while it runs (issue 28 item 3)', () => {
  let casino: Casino
  let dist: string
  let data: string
  const page = () => fetch(`${casino.url}/studio/play/${gameOf('slot').gameId}`)
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rebuild-dist-'))
    data = mkdtempSync(join(tmpdir(), 'rebuild-data-'))
    // The PWA is built, the game client not yet.
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>casino</title>')
    casino = await startCasino({ DIST_DIR: dist, DATA_DIR: data, JOBS: '0' })
  }, 150_000)
  afterAll(async () => {
    await casino?.kill('SIGTERM')
    rmSync(dist, { recursive: true, force: true })
    rmSync(data, { recursive: true, force: true })
  })

  it('no client yet: the Danish 503 page; built after start: the page and its script, no restart', async () => {
    const before = await page()
    expect(before.status).toBe(503)
    expect(await before.text()).toContain('spillets side ikke er bygget')

    buildClient(dist, 'AaAa1111')
    const first = await page()
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('/studio/assets/index-AaAa1111.js')
    const js = await fetch(`${casino.url}/studio/assets/index-AaAa1111.js`)
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toContain('javascript')
    expect(js.headers.get('cache-control')).toContain('immutable')
    expect(await js.text()).toContain('client AaAa1111')
  })

  it('deleted and rebuilt: the new page and script are served, the old script is gone', async () => {
    buildClient(dist, 'BbBb2222')
    const next = await page()
    expect(next.status).toBe(200)
    const html = await next.text()
    expect(html).toContain('/studio/assets/index-BbBb2222.js')
    expect(html).not.toContain('AaAa1111')
    const js = await fetch(`${casino.url}/studio/assets/index-BbBb2222.js`)
    expect(js.status).toBe(200)
    expect(await js.text()).toContain('client BbBb2222')
    const old = await fetch(`${casino.url}/studio/assets/index-AaAa1111.js`)
    expect(old.headers.get('content-type') ?? '').not.toContain('javascript')
    expect(await old.text()).not.toContain('client AaAa1111')
  })
})
