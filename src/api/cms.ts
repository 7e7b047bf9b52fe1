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
import { queryString as q, request } from './http.ts'

type Platform = 'desktop' | 'mobile'
type Method = 'GET' | 'POST' | 'DELETE'
const call = <T>(method: Method, url: string, body?: object) => request<T>(method, url, { body })

const cms = (path: string) => `${API.cms}/${path}`
const games = (path: string) => `${API.games}/${path}`

/** The Content API of SPEC.md section 7 (issue 5); shapes from contract/cms.ts. */
export const cmsApi = {
  texts: () => call<TextPage[]>('GET', cms('api.php?r=Texts')),
  campaigns: () => call<Campaign[]>('GET', cms('campaigns')),
  campaign: (seoUrl: string) => call<Campaign>('GET', cms(`campaigns/${encodeURIComponent(seoUrl)}`)),
  /** index.html starts this one with the page (the carousel is the home page's largest content). */
  highlights: (platform: Platform) =>
    request<Highlight[]>('GET', cms(`highlight/get-all?${q({ area: 'home', platform })}`), {
      prefetched: true,
    }),
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
