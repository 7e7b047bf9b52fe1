import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { measureFirstRenderJs } from '../../bench/bundle.ts'
import { expect, test } from './support/test.ts'

/**
 * The browser bundle carries no zod: the client imports contract schemas as types only and the plain
 * rules from zod-free modules (ARCHITECTURE.md, Client data flow). Read from the build `npm test`
 * makes before this suite; no page is needed.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const ASSETS = join(ROOT, process.env.DIST_DIR ?? 'dist', 'assets')
// Names zod registers its classes under: strings, so they survive minification.
const ZOD_MARKERS = ['"$ZodType"', '"ZodObject"']

test('the markers are in zod itself, so finding none in the bundle means something', () => {
  const zod = ['v4/core/schemas.js', 'v4/classic/schemas.js']
    .map((f) => readFileSync(join(ROOT, 'node_modules/zod', f), 'utf8'))
    .join('\n')
  for (const marker of ZOD_MARKERS) expect(zod).toContain(marker)
})

test('no built script contains zod', () => {
  test.skip(!existsSync(ASSETS), `no build at ${ASSETS}: run npm run build first`)
  const scripts = readdirSync(ASSETS).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const withZod = scripts.filter((f) => {
    const code = readFileSync(join(ASSETS, f), 'utf8')
    return ZOD_MARKERS.some((m) => code.includes(m))
  })
  expect(withZod).toEqual([])
})

/** The modules each built script was made of, as its source map names them. */
const builtSources = () =>
  readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js.map'))
    .flatMap((f) => (JSON.parse(readFileSync(join(ASSETS, f), 'utf8')) as { sources: string[] }).sources)

test("the browser runs React's own reconciler (react-dom), and no Preact (issue 28)", () => {
  test.skip(!existsSync(ASSETS), `no build at ${ASSETS}: run npm run build first`)
  const sources = builtSources()
  expect(sources.length).toBeGreaterThan(0)
  expect(sources.some((s) => /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(s))).toBe(
    true,
  )
  expect(sources.filter((s) => /node_modules\/preact\//.test(s))).toEqual([])
})

test('no file under src/ imports preact or preact/*', () => {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.tsx?$/.test(f),
  )
  expect(files.length).toBeGreaterThan(50)
  const importing = files.filter((f) =>
    /from\s+['"]preact(\/[^'"]*)?['"]|import\(\s*['"]preact/.test(readFileSync(join(ROOT, 'src', f), 'utf8')),
  )
  expect(importing).toEqual([])
})

test('the first screen of / needs at most 100 KB of gzipped JS, React included (issue 28)', async ({
  baseURL,
  browser,
}) => {
  test.skip(!existsSync(ASSETS), `no build at ${ASSETS}: run npm run build first`)
  test.setTimeout(180_000)
  for (const device of ['phone', 'desktop'] as const) {
    const r = await measureFirstRenderJs(baseURL ?? '', join(ASSETS, '..'), device, browser)
    const kb = r.totalGzipBytes / 1024
    const files = r.files.map((f) => `${f.path} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')
    const figure = `first-render JS of / on a ${device}: ${kb.toFixed(1)} KB gzip (${files}); ${(r.untilIdleGzipBytes / 1024).toFixed(1)} KB by network idle`
    process.stdout.write(`${figure}\n`)
    // React's reconciler alone is some 60 KB of it: the measure holds it, or it measured nothing.
    expect(
      r.files.some((f) => f.gzipBytes > 50 * 1024),
      figure,
    ).toBe(true)
    expect(kb, figure).toBeLessThanOrEqual(100)
  }
})
