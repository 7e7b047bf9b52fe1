import type { Highlight } from '../../contract/cms.ts'
import type { GameList } from '../../contract/games.ts'
import { firstScreenAnswers } from '../api/prefetch.ts'
import { firstScreenUrls } from '../lib/first-screen.ts'
import { startHighlights } from './content.ts'
import { isMobile, startList } from './games.ts'

type Envelope<T> = { success?: boolean; data?: T }
const dataOf = <T>(answers: Record<string, unknown>, url: string) => {
  const e = answers[url] as Envelope<T> | undefined
  return e?.success === true ? e.data : undefined
}

/**
 * The stores start from the answers that came with the page, before the first render, so React's first
 * screen is the one already painted (nothing moves, nothing is fetched twice). Answers made for the
 * other platform (the server guessed from the User-Agent) are ignored: the lists differ per platform,
 * and the stores fetch their own as before.
 */
export function startFromFirstScreen(): void {
  const data = firstScreenAnswers()
  const platform = isMobile() ? 'mobile' : 'desktop'
  if (!data || data.platform !== platform) return
  const urls = firstScreenUrls(platform)
  const lists: [string, string][] = [
    ['new', urls.newGames],
    ['popular:1:5', urls.popular],
    ['jackpots', urls.jackpots],
  ]
  for (const [key, url] of lists) {
    const games = dataOf<GameList>(data.answers, url)?.games
    if (games) startList(key, games)
  }
  const highlights = dataOf<Highlight[]>(data.answers, urls.highlights)
  if (highlights) startHighlights(highlights)
}
