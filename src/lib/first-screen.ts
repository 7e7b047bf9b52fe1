/**
 * The home lobby's first screen as it travels inside the page (issue 16): the public answers the lobby
 * would fetch first, keyed by the URL the client's own calls use (src/api/games.ts, src/api/cms.ts), so
 * the server (server/web/first-screen.ts), the worker (sw/first-screen.ts) and the page
 * (src/stores/first-screen.ts) agree on them. Pure strings: it runs in Node, the worker and the page.
 */
export type Platform = 'desktop' | 'mobile'

/** The data block's id, and the meta that tells index.html's prefetch script which platform it holds. */
export const FIRST_SCREEN_ID = 'first-screen'

export const firstScreenUrls = (platform: Platform) => ({
  highlights: `/cms/highlight/get-all?area=home&platform=${platform}`,
  newGames: `/games-api/games/new?platform=${platform}`,
  popular: `/games-api/games/popular/1/5?platform=${platform}`,
  jackpots: `/games-api/games/jackpots?platform=${platform}`,
})

/** What the page carries: the platform it was made for and each URL's envelope as the API sent it. */
export type FirstScreenData = { platform: Platform; answers: Record<string, unknown> }

/**
 * The data block's text: JSON with every `<` escaped, so no answer (a campaign's HTML, a name) can
 * close the script element or open a comment inside it. JSON.parse reads `\u003c` back as `<`.
 */
export const dataBlockJson = (data: FirstScreenData): string => JSON.stringify(data).replace(/</g, '\\u003c')

export function parseFirstScreen(text: string | null | undefined): FirstScreenData | undefined {
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as Partial<FirstScreenData>
    if ((data.platform !== 'mobile' && data.platform !== 'desktop') || typeof data.answers !== 'object')
      return undefined
    return data as FirstScreenData
  } catch {
    return undefined
  }
}

/** The platform the lobby's lists are made for: the client decides by width (src/stores/games.ts). */
export const PLATFORM_QUERY = '(max-width: 767px)'
