import type { FastifyInstance } from 'fastify'
import type { Highlight } from '../../contract/cms.ts'
import { type FirstScreenData, firstScreenUrls, type Platform } from '../../src/lib/first-screen.ts'
import { type InlinedPictures, withFirstScreen } from '../../src/lib/first-screen-html.ts'

type Headers = Record<string, string | string[] | undefined>

/**
 * Phone or not, as far as the request tells: the lists differ per platform (mobile-only games), and the
 * page corrects a wrong guess by width (src/stores/first-screen.ts). A phone's Chrome sends
 * `Sec-CH-UA-Mobile: ?1`; other browsers, and emulators that only change the User-Agent, say "Mobi".
 */
export function guessPlatform(headers: Headers): Platform {
  if (headers['sec-ch-ua-mobile'] === '?1') return 'mobile'
  return /Mobi|iPhone|iPod/i.test(String(headers['user-agent'] ?? '')) ? 'mobile' : 'desktop'
}

/**
 * The public lobby's first answers, asked of this app itself exactly as the page would ask them
 * (same routes, schemas and answer cache) and with no cookie, so no player's data can ever be in them.
 */
async function publicAnswers(app: FastifyInstance, platform: Platform): Promise<FirstScreenData> {
  const answers: Record<string, unknown> = {}
  await Promise.all(
    Object.values(firstScreenUrls(platform)).map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
      if (res.statusCode !== 200) return
      try {
        const body = res.json() as { success?: unknown }
        if (body.success === true) answers[url] = body
      } catch {
        // Not JSON: that answer is left out, and the page fetches it itself.
      }
    }),
  )
  return { platform, answers }
}

/** A picture this small costs less inside the HTML than its own request (Vite inlines assets up to 4 KB too). */
const INLINE_MAX_BYTES = 4096

/**
 * The first highlight's pictures (both media) as data: URLs when they are tiny images, asked of this
 * app like the answers: the page's largest content then paints with the HTML, without waiting for a
 * request behind it. Larger pictures stay addresses with their preloads.
 */
async function inlinedPictures(app: FastifyInstance, data: FirstScreenData): Promise<InlinedPictures> {
  const envelope = data.answers[firstScreenUrls(data.platform).highlights] as
    | { success?: boolean; data?: Highlight[] }
    | undefined
  const c = envelope?.success === true ? envelope.data?.[0]?.campaign : undefined
  if (!c) return {}
  const pictures: Record<string, string> = {}
  await Promise.all(
    [c.bgimage_mob, c.bgimage].map(async (url) => {
      if (!url.startsWith('/')) return
      const res = await app.inject({ method: 'GET', url })
      const type =
        String(res.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? ''
      if (res.statusCode !== 200 || !type.startsWith('image/') || res.rawPayload.length > INLINE_MAX_BYTES)
        return
      pictures[url] = `data:${type};base64,${res.rawPayload.toString('base64')}`
    }),
  )
  return pictures
}

/** How long one platform's page is reused: a burst of visitors costs one round of lookups. */
const FRESH_MS = 2000

/**
 * `/` with its first screen written in, per platform; reused for FRESH_MS, so jackpot amounts are at
 * most that much older than the API's. `warm` fills both platforms (the server calls it when it starts
 * listening, so the first visitor does not pay the first lookups).
 */
export function firstScreenPages(app: FastifyInstance, shell: string, now = Date.now) {
  const made = new Map<Platform, { at: number; html: Promise<string> }>()
  function page(platform: Platform): Promise<string> {
    const known = made.get(platform)
    if (known && now() - known.at < FRESH_MS) return known.html
    const html = publicAnswers(app, platform).then(
      async (data) => withFirstScreen(shell, data, await inlinedPictures(app, data).catch(() => ({}))),
      () => shell,
    )
    made.set(platform, { at: now(), html })
    return html
  }
  const warm = () => Promise.all([page('mobile'), page('desktop')]).then(() => undefined)
  return { page, warm }
}
