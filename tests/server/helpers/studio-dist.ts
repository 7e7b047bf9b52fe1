import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type Built, build } from './helper.ts'

/** The game client's page as its Vite build writes it: one module script by address, no inline script. */
export const STUDIO_PAGE = `<!doctype html><html lang="da"><head><script type="module" crossorigin src="/studio/assets/index-AbCd1234.js"></script></head><body><main id="game"></main></body></html>`

/**
 * An app over a build as `npm run build` leaves it (the PWA's page, the client's under dist/studio/),
 * made before the suite's tests and removed after them. Read `app()` inside a test.
 */
export function appOverStudioBuild(): () => Built {
  let t: Built | undefined
  let dir = ''
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-dist-'))
    mkdirSync(join(dir, 'studio', 'assets'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>casino</title>')
    writeFileSync(join(dir, 'studio', 'index.html'), STUDIO_PAGE)
    writeFileSync(join(dir, 'studio', 'assets', 'index-AbCd1234.js'), 'export {}')
    t = await build({ JOBS: '0', DIST_DIR: dir })
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    if (!t) throw new Error('the app is made in beforeAll')
    return t
  }
}
