import { ref } from 'valtio'
import type { Campaign, Highlight, LandingPage } from '../../contract/cms.ts'
import { type AnswerSlot, allPageAnswers, type FirstScreenData } from '../../contract/first-screen.ts'
import type { Categories, Game, GameList, PagedGameList, Provider } from '../../contract/games.ts'
import { contentStore, startHighlights } from './content.ts'
import { gamesStore, startCategories, startList } from './games.ts'

type Envelope<T> = { success?: boolean; data?: T }
const dataOf = <T>(answer: unknown) => {
  const e = answer as Envelope<T> | undefined
  return e?.success === true ? e.data : undefined
}

/** The pages of one provider's or category's games, by page number. */
type Pages = Map<number, PagedGameList>

function start(slot: AnswerSlot, answer: unknown, pages: Map<string, Pages>): void {
  switch (slot.kind) {
    case 'list': {
      const games = dataOf<GameList>(answer)?.games
      if (games) startList(slot.key, games)
      return
    }
    case 'highlights': {
      const list = dataOf<Highlight[]>(answer)
      if (list) startHighlights(list)
      return
    }
    case 'providers': {
      const list = dataOf<Provider[]>(answer)
      if (list) gamesStore.providers = { status: 'success', data: ref(list) }
      return
    }
    case 'categories': {
      const c = dataOf<Categories>(answer)
      if (c) startCategories(c)
      return
    }
    case 'filtered': {
      const page = dataOf<PagedGameList>(answer)
      if (!page) return
      if (!pages.has(slot.key)) pages.set(slot.key, new Map())
      pages.get(slot.key)?.set(slot.page, page)
      return
    }
    case 'campaigns': {
      const list = dataOf<Campaign[]>(answer)
      if (list) contentStore.campaigns = { status: 'success', data: ref(list) }
      return
    }
    case 'landing': {
      const page = dataOf<LandingPage>(answer)
      if (page) contentStore.landing[slot.slug] = { status: 'success', data: ref(page) }
      return
    }
  }
}

/** A provider's or category's games when every page came (a gap: the page reads them all itself). */
function whole(pages: Pages): Game[] | undefined {
  const games: Game[] = []
  for (let n = 1; pages.has(n); n++) games.push(...(pages.get(n)?.games ?? []))
  const count = pages.get(1)?.count
  return count !== undefined && games.length === count ? games : undefined
}

/**
 * The stores start from the answers that came with the page: on the server before it renders
 * (src/entry-server.tsx), in the page before it hydrates (src/main.tsx), so both render the same tree
 * and nothing is fetched twice. Answers the page does not list for its path are ignored.
 */
export function startFromPage(data: FirstScreenData, host: string): void {
  const slots = allPageAnswers(data.path, data.platform, host, data.answers) ?? {}
  const pages = new Map<string, Pages>()
  for (const [url, slot] of Object.entries(slots)) {
    if (url in data.answers) start(slot, data.answers[url], pages)
  }
  for (const [key, p] of pages) {
    const games = whole(p)
    if (games) gamesStore.filtered[key] = ref(games)
  }
}
