import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

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
