import { FetchError, ofetch } from 'ofetch'
import type {
  Article,
  Campaign,
  GoHash,
  GoOffer,
  Highlight,
  LandingPage,
  SeoEntry,
  SupportChat,
  TextPage,
} from '../../contract/cms.ts'
import type { GameList } from '../../contract/games.ts'
import { API } from './env.ts'
import { ApiError } from './player.ts'
import { takePrefetched } from './prefetch.ts'

type Envelope<T> = { success: boolean; data?: T; errorMessage?: string | null }
type Platform = 'desktop' | 'mobile'

// Shown when the server could not be reached or answered something that is not our envelope.
const NETWORK_TEXT = 'Netværksfejl. Tjek din forbindelse, og prøv igen.'

/** One Content or Games API call: the data, or an ApiError with the server's Danish message. */
async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: object): Promise<T> {
  try {
    const answer = await ofetch<Envelope<T>>(url, { method, body, credentials: 'include' })
    if (!answer.success) throw new ApiError(answer.errorMessage || NETWORK_TEXT, 200, null)
    return answer.data as T
  } catch (err) {
    if (err instanceof ApiError) throw err
    if (err instanceof FetchError) {
      const data = err.data as Envelope<unknown> | undefined
      throw new ApiError(data?.errorMessage || NETWORK_TEXT, err.statusCode ?? 0, null)
    }
    throw new ApiError(NETWORK_TEXT, 0, null)
  }
}

const cms = (path: string) => `${API.cms}/${path}`
const games = (path: string) => `${API.games}/${path}`
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

/** The Content API of SPEC.md section 7 (issue 5); shapes from contract/cms.ts. */
export const cmsApi = {
  texts: () => call<TextPage[]>('GET', cms('api.php?r=Texts')),
  campaigns: () => call<Campaign[]>('GET', cms('campaigns')),
  campaign: (seoUrl: string) => call<Campaign>('GET', cms(`campaigns/${encodeURIComponent(seoUrl)}`)),
  /** index.html starts this one with the page (the carousel is the home page's largest content). */
  highlights: async (platform: Platform) => {
    const url = cms(`highlight/get-all?${q({ area: 'home', platform })}`)
    const early = (await takePrefetched(url)) as Envelope<Highlight[]> | null | undefined
    return early?.success && early.data ? early.data : call<Highlight[]>('GET', url)
  },
  articles: (type: string) => call<Article[]>('GET', cms(`article/get-articles?${q({ type })}`)),
  seo: () => call<SeoEntry[]>('GET', cms('seo/get-seo-data?site=go')),
  landing: (url: string) =>
    call<LandingPage>('GET', cms(`landing-page/get-page?${q({ url, hostName: location.hostname })}`)),
  createFeedback: (rating: number, message: string, userId?: number) =>
    call<{ sent: true }>('POST', cms('feedback/create-feedback'), {
      rating,
      message,
      ...(userId ? { user_id: userId } : {}),
    }),
  wasFeedbackSent: (userId: number) =>
    call<{ sent: boolean }>('GET', cms(`feedback/was-feedback-sent?${q({ user_id: userId })}`)),
  addSubscriber: (email: string) =>
    call<{ subscribed: true }>('POST', cms('common/add-subscriber'), { email }),
  recent: (clientId: number, platform: Platform) =>
    call<GameList>('GET', cms(`recent/get-recent?${q({ site: 'go', client_id: clientId, platform })}`)),
  setRecent: (clientId: number, gameId: string, platform: Platform) =>
    call<null>('POST', cms('recent/set-recent'), { client_id: clientId, game_id: gameId, platform }),
  click: (gameId: string, userId: number | null, app: boolean) =>
    call<null>('POST', cms('game/click'), { gameId, app, ...(userId ? { userId } : {}) }),
  createHash: () => call<GoHash>('POST', cms('create-hash'), {}),
  setGoButtonUsed: (gobuttonId: number, clientId: number) =>
    call<GoOffer>('POST', cms('set-gobutton-as-used'), { gobutton_id: gobuttonId, client_id: clientId }),
  termsPdfUrl: cms('common/download-pdf'),
}

/** The Games API calls of one player: favourites and offers (never cached by the worker). */
export const playerGamesApi = {
  offers: (clientId: number | null) =>
    call<GoOffer[]>('GET', games(clientId ? `offers/client/${clientId}` : 'offers')),
  favourites: (userId: number) => call<GameList>('GET', games(`clients/${userId}/games`)),
  addFavourite: (userId: number, gameId: string) =>
    call<GameList>('POST', games(`clients/${userId}/games/${encodeURIComponent(gameId)}`)),
  removeFavourite: (userId: number, gameId: string) =>
    call<GameList>('DELETE', games(`clients/${userId}/games/${encodeURIComponent(gameId)}`)),
}

/** The support chat (issue 5): messages stored on the server, answered from the operator page. */
export const supportApi = {
  start: () => call<SupportChat>('POST', cms('support/chat/start'), {}),
  read: (after: number) => call<SupportChat>('GET', cms(`support/chat?${q({ after })}`)),
  send: (message: string) => call<SupportChat>('POST', cms('support/chat/send'), { message }),
  close: () => call<null>('POST', cms('support/chat/close'), {}),
}
