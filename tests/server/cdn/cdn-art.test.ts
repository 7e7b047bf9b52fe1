import { createHash } from 'node:crypto'
import { type Browser, chromium, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameImage, IMAGE_SIZES } from '../../../contract/games.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts'
import { appPerSuite } from '../helpers/helper.ts'

/** SPEC.md section 7's sizes: 4:3 thumbnails and backgrounds from _xs to _xxl, 3:4 for _vr. */
const SPEC_SIZES = {
  xs: [160, 120],
  sm: [240, 180],
  md: [320, 240],
  lg: [480, 360],
  xl: [640, 480],
  xxl: [960, 720],
  vr: [300, 400],
}

/** A small seeded generator, so a failure names a sample that can be run again. */
function sampler(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return s / 2 ** 32
  }
}

type Decoded = { width: number; height: number; colours: number; signature: number[] }
type Answer = Awaited<ReturnType<ReturnType<typeof appPerSuite>['app']['inject']>>

/** Mean difference of two 8×6 thumbnails' channels (0–255): small for one picture, large for two. */
const distance = (a: number[], b: number[]) =>
  a.reduce((n, v, k) => n + Math.abs(v - (b[k] ?? 0)), 0) / a.length

describe('/cdn/games: every catalogue game has its own art in every size', () => {
  const t = appPerSuite()
  let browser: Browser
  let page: Page
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    page = await browser.newPage()
  }, 120_000)
  afterAll(() => browser?.close())

  /** Decodes the answers' images as a browser does (<img> + decode()) and reads their pixels back. */
  async function decode(answers: Answer[]): Promise<Decoded[]> {
    const files = answers.map((a) => ({
      type: String(a.headers['content-type']),
      base64: a.rawPayload.toString('base64'),
    }))
    const out = await page.evaluate(async (list: { type: string; base64: string }[]) => {
      const results = []
      for (const file of list) {
        const img = new Image()
        img.src = `data:${file.type};base64,${file.base64}`
        await img.decode()
        const canvas = document.createElement('canvas')
        canvas.width = img.naturalWidth
        canvas.height = img.naturalHeight
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
        ctx.drawImage(img, 0, 0)
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data
        const colours = new Set<number>()
        for (let i = 0; i < px.length; i += 4 * 7)
          colours.add(((px[i] ?? 0) >> 3) | (((px[i + 1] ?? 0) >> 3) << 5) | (((px[i + 2] ?? 0) >> 3) << 10))
        // An 8×6 luminance-and-colour thumbnail to compare images by what they look like.
        const small = document.createElement('canvas')
        small.width = 8
        small.height = 6
        const sctx = small.getContext('2d') as CanvasRenderingContext2D
        // From the drawn pixels, so a vector and a raster of one picture are averaged alike.
        sctx.imageSmoothingQuality = 'high'
        sctx.drawImage(canvas, 0, 0, 8, 6)
        const sig = [...sctx.getImageData(0, 0, 8, 6).data].filter((_, i) => i % 4 !== 3)
        results.push({
          width: img.naturalWidth,
          height: img.naturalHeight,
          colours: colours.size,
          signature: sig,
        })
      }
      return results
    }, files)
    return out
  }

  it('100 random games: every image decodes at its spec size, shows real art, and no two games share one', async () => {
    const rows = await t.db.db.selectFrom('games').select(['game_id', 'themes']).orderBy('game_id').execute()
    const games = rows.map((g) => ({ game_id: g.game_id, theme: g.themes[0] ?? '' }))
    expect(games.length).toBeGreaterThanOrEqual(100)
    const random = sampler(32)
    const picked = [...games].sort(() => random() - 0.5).slice(0, 100)
    const owner = new Map<string, { game: string; theme: string }>()
    for (const game of picked) {
      const answers: Answer[] = []
      for (const size of IMAGE_SIZES) {
        const res = await t.app.inject({ url: `/cdn/games/${game.game_id}_${size}.svg` })
        expect(res.statusCode, `${game.game_id}_${size}`).toBe(200)
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
        answers.push(res)
        const hash = createHash('sha1').update(res.body).digest('hex')
        const seen = owner.get(hash)
        expect(seen, `${game.game_id}_${size} (${game.theme}) is the image of ${seen?.game}`).toBeUndefined()
        owner.set(hash, { game: game.game_id, theme: game.theme })
      }
      const decoded = await decode(answers)
      IMAGE_SIZES.forEach((size, i) => {
        const d = decoded[i] as Decoded
        expect([d.width, d.height], `${game.game_id}_${size}`).toEqual(SPEC_SIZES[size])
        // A picture, not a gradient with a word: the old gradient-and-circle tiles had 90–180 colours
        // (5 bits a channel), the symbol art 240+ on a thumbnail and 570+ from _md up.
        const least = size === 'xs' || size === 'sm' ? 200 : 400
        expect(d.colours, `${game.game_id}_${size} colours`).toBeGreaterThan(least)
      })
    }
  }, 600_000)

  it('the lobby shows each game as a WebP of its spec size: the same picture as its SVG', async () => {
    const rows = await t.db.db.selectFrom('games').select(['game_id']).orderBy('game_id').execute()
    const random = sampler(7)
    const picked = [...rows].sort(() => random() - 0.5).slice(0, 8)
    for (const game of picked) {
      for (const size of IMAGE_SIZES) {
        const url = gameImage(game.game_id, size)
        const [webp, svg] = await Promise.all([
          t.app.inject({ url }),
          t.app.inject({ url: url.replace(/\.webp$/, '.svg') }),
        ])
        expect(webp.statusCode, url).toBe(200)
        expect(webp.headers['content-type'], url).toBe('image/webp')
        expect(webp.headers['cache-control'], url).toContain('max-age=31536000')
        const [raster, vector] = (await decode([webp, svg])) as [Decoded, Decoded]
        expect([raster.width, raster.height], url).toEqual(SPEC_SIZES[size])
        expect(distance(raster.signature, vector.signature), url).toBeLessThan(3)
        // Asked again, the same bytes: a year-long cache must never see the picture change.
        const again = await t.app.inject({ url })
        expect(again.rawPayload.equals(webp.rawPayload), url).toBe(true)
      }
    }
    expect((await t.app.inject({ url: '/cdn/games/nope_md.webp' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/cdn/games/${picked[0]?.game_id}_md.png` })).statusCode).toBe(404)
  }, 300_000)

  it("campaign banners are composed for the campaign's own game, in the highlight's and the phone's shape", async () => {
    const campaigns = await t.db.db
      .selectFrom('cms_campaigns')
      .select(['bgimage', 'bgimage_mob', 'game_id'])
      .execute()
    expect(campaigns.length).toBeGreaterThan(0)
    for (const c of campaigns) {
      const game = await t.db.db
        .selectFrom('games')
        .select('name')
        .where('game_id', '=', c.game_id)
        .executeTakeFirstOrThrow()
      const answers: Answer[] = []
      for (const url of [c.bgimage, c.bgimage_mob]) {
        const res = await t.app.inject({ url })
        expect(res.statusCode, url).toBe(200)
        expect(res.headers['content-type'], url).toBe('image/webp')
        const vector = await t.app.inject({ url: url.replace(/\.webp$/, '.svg') })
        expect(vector.body, url).toContain(`aria-label="${game.name.replace(/&/g, '&amp;')}"`)
        answers.push(res)
      }
      const [wide, mob] = await decode(answers)
      expect([wide?.width, wide?.height]).toEqual([1050, 450])
      expect([mob?.width, mob?.height]).toEqual([800, 450])
      expect(wide?.colours).toBeGreaterThan(150)
    }
    expect((await t.app.inject({ url: '/cdn/banners/no-such-game_wide.webp' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/cdn/banners/${campaigns[0]?.game_id}_huge.webp` })).statusCode).toBe(
      404,
    )
  }, 120_000)

  it('neighbouring tiles of the lobby do not look alike', async () => {
    const games = await t.db.db.selectFrom('games').select(['game_id']).orderBy('id').limit(24).execute()
    const answers = await Promise.all(games.map((g) => t.app.inject({ url: gameImage(g.game_id, 'md') })))
    const decoded = await decode(answers)
    for (let i = 1; i < decoded.length; i++) {
      const diff = distance((decoded[i - 1] as Decoded).signature, (decoded[i] as Decoded).signature)
      expect(diff, `${games[i - 1]?.game_id} next to ${games[i]?.game_id}`).toBeGreaterThan(12)
    }
  }, 120_000)
})
