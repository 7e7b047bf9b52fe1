import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Highlight } from '../../contract/cms.ts'
import {
  allPageAnswers,
  dataBlockJson,
  FIRST_SCREEN_ID,
  type FirstScreenData,
  firstScreenUrls,
  type Platform,
  pageAnswers,
} from '../../contract/first-screen.ts'

type Headers = Record<string, string | string[] | undefined>

/**
 * Phone or not, as far as the request tells: the lists differ per platform (mobile-only games), and the
 * page renders in the browser alone when the guess was wrong (src/main.tsx). A phone's Chrome sends
 * `Sec-CH-UA-Mobile: ?1`; other browsers, and emulators that only change the User-Agent, say "Mobi".
 */
export function guessPlatform(headers: Headers): Platform {
  if (headers['sec-ch-ua-mobile'] === '?1') return 'mobile'
  return /Mobi|iPhone|iPod/i.test(String(headers['user-agent'] ?? '')) ? 'mobile' : 'desktop'
}

/**
 * The public answers a page carries, asked of this app itself exactly as the page would ask them (same
 * routes, schemas and answer cache) and with no cookie, so no player's data can ever be in them.
 */
async function publicAnswers(app: FastifyInstance, urls: string[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {}
  await Promise.all(
    urls.map(async (url) => {
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
  return answers
}

type Rendered = { html: string } | { redirect: string }
type Renderer = { render: (data: FirstScreenData, host: string) => Promise<Rendered> }

/** The server build of the app (src/entry-server.tsx, `vite build --ssr`), loaded when first needed. */
function rendererIn(distDir: string): () => Promise<Renderer | undefined> {
  let loaded: Promise<Renderer | undefined> | undefined
  return () => {
    const file = join(distDir, '.server', 'entry-server.js')
    loaded ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>)
      : Promise.resolve(undefined)
    return loaded
  }
}

const ROOT = '<div id="root"></div>'
const HEAD_SCRIPT = /<head>([\s\S]*?)(<script)/

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `/`'s largest content is the first highlight's picture: its download starts with the HTML's head. */
function preloads(data: FirstScreenData): string {
  if (data.path !== '/') return ''
  const envelope = data.answers[firstScreenUrls(data.platform).highlights] as
    | { data?: Highlight[] }
    | undefined
  const c = envelope?.data?.[0]?.campaign
  if (!c) return ''
  const link = (href: string, media: string) =>
    `<link rel="preload" as="image" href="${esc(href)}" media="${media}" fetchpriority="high">`
  return link(c.bgimage_mob, '(max-width: 767px)') + link(c.bgimage, '(min-width: 768px)')
}

/** The preloads React hoists to the start of its output (the eager tiles' pictures): they go in the head. */
const HOISTED = /^(?:<link [^>]*\/>)+/

/** The shell with the rendered route in #root, its answers after it and the platform meta in the head. */
function pageHtml(shell: string, data: FirstScreenData, rendered: string): string {
  const hoisted = HOISTED.exec(rendered)?.[0] ?? ''
  const html = rendered.slice(hoisted.length)
  const head = `<meta name="${FIRST_SCREEN_ID}" content="${data.platform}">${preloads(data)}${hoisted}`
  return shell
    .replace(HEAD_SCRIPT, (_m, before: string, script: string) => `<head>${before}${head}${script}`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${html}</div><script type="application/json" id="${FIRST_SCREEN_ID}">${dataBlockJson(data)}</script>`,
    )
}

/** How long one page is reused: a burst of visitors costs one round of lookups and one render. */
const FRESH_MS = 2000

export type Page = { html: string } | { redirect: string }

/**
 * The lobby routes rendered on the server with React (issue 28) from the app's own components, per
 * page (contract/first-screen.ts, pageKey) and platform, reused for FRESH_MS (jackpot amounts are at most that much older than the API's).
 * The stores the render reads are module state, so renders run one at a time. A path the app does not
 * render on the server, a shell from another build or a failed render answers the plain shell.
 */
export function firstScreenPages(app: FastifyInstance, shell: string, distDir: string, now = Date.now) {
  const renderer = rendererIn(distDir)
  const made = new Map<string, { at: number; page: Promise<Page> }>()
  let queue: Promise<unknown> = Promise.resolve()

  async function make(path: string, platform: Platform, host: string): Promise<Page> {
    const slots = pageAnswers(path, platform, host)
    const r = await renderer()
    if (!slots || !r || !shell.includes(ROOT)) return { html: shell }
    const answers = await publicAnswers(app, Object.keys(slots))
    // A provider's or category's games longer than one page: the further pages the first one names.
    const more = Object.keys(allPageAnswers(path, platform, host, answers) ?? {}).filter((u) => !(u in slots))
    if (more.length > 0) Object.assign(answers, await publicAnswers(app, more))
    const data: FirstScreenData = { path, platform, answers }
    const turn = queue.then(() => r.render(data, host))
    queue = turn.catch(() => undefined)
    const out = await turn
    return 'redirect' in out ? out : { html: pageHtml(shell, data, out.html) }
  }

  function page(path: string, platform: Platform, host: string): Promise<Page> {
    // The answers' URLs name all a page depends on (the landing call names the host).
    const key = `${platform} ${path} ${Object.keys(pageAnswers(path, platform, host) ?? {}).join(' ')}`
    const known = made.get(key)
    if (made.size > 200) made.clear()
    if (known && now() - known.at < FRESH_MS) return known.page
    const made1 = make(path, platform, host).catch((e: unknown) => {
      app.log.error(e, 'server render failed')
      return { html: shell }
    })
    made.set(key, { at: now(), page: made1 })
    return made1
  }
  const warm = () => Promise.all([page('/', 'mobile', ''), page('/', 'desktop', '')]).then(() => undefined)
  return { page, warm, renders: (path: string) => pageAnswers(path, 'desktop', '') !== null }
}
