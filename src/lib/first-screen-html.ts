import type { Highlight } from '../../contract/cms.ts'
import type { Game } from '../../contract/games.ts'
import { da } from '../text/da.ts'
import { cardSizes, srcSetFor } from './card-image.ts'
import { HOME_NEW_GAMES } from './constants.ts'
import { dataBlockJson, FIRST_SCREEN_ID, type FirstScreenData, firstScreenUrls } from './first-screen.ts'
import { formatKr } from './money.ts'

/**
 * The home lobby's first screen as HTML, written into index.html by the server (server/web) and by the
 * worker (sw/first-screen.ts) from the same answers, so the two cannot drift. The markup is the one the
 * components render (features/campaigns/Highlights.tsx with ui/Carousel.tsx, ui/Section.tsx,
 * ui/GameCard.tsx), element for element: Preact's render() takes over the matching elements already
 * in #root (index.html), so nothing moves (CLS) and the picture painted first stays the page's largest
 * content (LCP) instead of a re-rendered copy becoming a later candidate. Its buttons are painted
 * `disabled` (`data-painted`) until the app takes them over, as in index.html's shell.
 */

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Envelope<T> = { success?: boolean; data?: T }
function dataOf<T>(answers: Record<string, unknown>, url: string): T | undefined {
  const e = answers[url] as Envelope<T> | undefined
  return e?.success === true ? e.data : undefined
}

/**
 * Pictures written into the page as data: URLs, by their address: the server inlines the first
 * highlight's pictures when they are tiny (server/web/first-screen.ts), so the page's largest content
 * paints with the HTML instead of after one more round trip on a slow connection.
 */
export type InlinedPictures = Readonly<Record<string, string>>

function carousel(list: readonly Highlight[], pictures: InlinedPictures): string {
  const first = list[0]
  if (!first) return ''
  const c = first.campaign
  const mob = pictures[c.bgimage_mob] ?? c.bgimage_mob
  const big = pictures[c.bgimage] ?? c.bgimage
  const t = da.content.highlights
  const controls =
    list.length > 1
      ? `<div class="carousel__controls"><button type="button" disabled data-painted class="carousel__btn" aria-label="${esc(t.prev)}">‹</button><span class="carousel__pos" aria-live="polite">${esc(t.slide(1, list.length))}</span><button type="button" disabled data-painted class="carousel__btn" aria-label="${esc(t.next)}">›</button></div>`
      : ''
  return `<section class="carousel" aria-roledescription="karrusel" aria-label="${esc(t.title)}"><div class="carousel__viewport"><div class="carousel__track"><div class="carousel__slide" role="group" aria-roledescription="slide" aria-label="${esc(t.slide(1, list.length))}" aria-current="true"><a class="highlight" href="/aktuelt/${esc(c.seo_url)}"><picture><source media="(max-width: 767px)" srcset="${esc(mob)}"><img src="${esc(big)}" alt="" width="1050" height="450" loading="eager" fetchpriority="high"></picture><p class="highlight__title">${esc(c.title)}</p></a></div></div></div>${controls}</section>`
}

function card(g: Game, eager: boolean): string {
  const srcset = srcSetFor(g.images.thumb, false)
  const jackpot =
    typeof g.jackpot_amount === 'number'
      ? `<span class="card__jackpot">${esc(formatKr(g.jackpot_amount))}</span>`
      : ''
  return `<div class="card"><a class="card__link" href="/spil/${esc(g.game_id)}/fun"><img src="${esc(g.images.thumb)}"${srcset ? ` srcset="${esc(srcset)}"` : ''} sizes="${cardSizes(false)}" alt="" width="240" height="180" loading="${eager ? 'eager' : 'lazy'}"${eager ? ' fetchpriority="high"' : ''} decoding="async"><span class="card__name">${esc(g.name)}</span>${jackpot}</a><button type="button" disabled data-painted class="card__info" aria-label="${esc(da.game.info(g.name))}">i</button></div>`
}

/** ui/Section.tsx's heading id, so the painted section is labelled as React's will be. */
const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-zæøå0-9]+/g, '-')}`

function newGames(games: readonly Game[]): string {
  const more = da.lobby.more
  const id = sectionId(da.lobby.newGames)
  const cards = games
    .slice(0, HOME_NEW_GAMES)
    .map((g, i) => card(g, i < 3))
    .join('')
  return `<section class="section" aria-labelledby="${id}"><div class="section__head"><h2 id="${id}">${esc(da.lobby.newGames)}</h2><a href="/alle-spil/new">${esc(more)}</a></div><div class="row">${cards}<a class="card card--more" href="/alle-spil/new">${esc(more)}</a></div></section>`
}

export type FirstScreenParts = {
  /** For `<head>`: the platform meta (read by index.html's prefetch script) and the picture's preloads. */
  head: string
  /** The content of `<main class="main">`. */
  main: string
  /** The data block, after `#root`: the stores start from it (src/stores/first-screen.ts). */
  data: string
}

/** The first screen's parts, or undefined when the answers to paint it are missing. */
export function firstScreenParts(
  data: FirstScreenData,
  pictures: InlinedPictures = {},
): FirstScreenParts | undefined {
  const urls = firstScreenUrls(data.platform)
  const highlights = dataOf<Highlight[]>(data.answers, urls.highlights)
  const games = dataOf<{ games: Game[] }>(data.answers, urls.newGames)?.games
  if (!highlights || !games) return undefined
  const c = highlights[0]?.campaign
  // Both pictures with their media: the platform was only guessed, the <picture> picks by width. An
  // inlined picture needs no preload.
  const preloadOf = (href: string, media: string) =>
    pictures[href]
      ? ''
      : `<link rel="preload" as="image" href="${esc(href)}" media="${media}" fetchpriority="high">`
  const preload = c
    ? preloadOf(c.bgimage_mob, '(max-width: 767px)') + preloadOf(c.bgimage, '(min-width: 768px)')
    : ''
  return {
    head: `<meta name="${FIRST_SCREEN_ID}" content="${data.platform}">${preload}`,
    main: `<h1 class="visually-hidden">${esc(da.brand)}</h1>${carousel(highlights, pictures)}${newGames(games)}`,
    data: `<script type="application/json" id="${FIRST_SCREEN_ID}">${dataBlockJson(data)}</script>`,
  }
}

const HEAD_SCRIPT = /<head>([\s\S]*?)(<script)/
const EMPTY_MAIN = '<main class="main"></main>'
const ROOT_END = /(<main class="main"><\/main>\s*<\/div>)/

/**
 * index.html with the first screen written in: the head part before its first script (so the prefetch
 * script sees the meta), the content into the static shell's empty main, the data block after #root.
 * A shell without those places (another build's) is returned unchanged.
 */
export function withFirstScreen(
  shell: string,
  data: FirstScreenData,
  pictures: InlinedPictures = {},
): string {
  const parts = firstScreenParts(data, pictures)
  if (!parts || !HEAD_SCRIPT.test(shell) || !ROOT_END.test(shell)) return shell
  return shell
    .replace(HEAD_SCRIPT, (_m, before: string, script: string) => `<head>${before}${parts.head}${script}`)
    .replace(
      ROOT_END,
      (m) => `${m.replace(EMPTY_MAIN, `<main class="main">${parts.main}</main>`)}${parts.data}`,
    )
}
