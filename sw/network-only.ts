/**
 * The never-cached routes (money, identity, one player's data) and the offline answer. Pure, so the
 * unit and offline tests can read the lists; sw.ts wires them to Workbox's NetworkOnly.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js'
import type { registerRoute } from 'workbox-routing'
import { hasPrefix } from './paths.ts'

/** What a call answers when the server cannot be reached (the wording of the foundation issue). */
const OFFLINE_MESSAGE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'

type NeverCached = { readonly prefix: string; readonly why: string }

/**
 * Money and identity: always asked of the server, never answered from any cache, for every method.
 * A stale balance, session or geo answer could let a player bet, pay or log in on old facts.
 */
export const MONEY_ROUTES: readonly NeverCached[] = [
  { prefix: '/rest/punter/', why: 'player API: session, balance, limits, deposits, withdrawals' },
  { prefix: '/dibs', why: 'payment window and its return pages' },
  { prefix: '/games-api/games/launch/', why: 'game launch opens a money or fun session' },
  { prefix: '/games-api/getSes.php', why: 'game session id' },
  { prefix: '/studio/', why: 'game rounds debit and credit the wallet' },
  { prefix: '/mitid/', why: 'national digital ID login and sign-up' },
  { prefix: '/core/geo.php', why: 'geo check gates login, PIN login and sign-up' },
]

/** Player-specific data: not money, but one player's, so never in a shared cache either. */
export const PRIVATE_ROUTES: readonly NeverCached[] = [
  { prefix: '/rest/', why: 'any other player API call' },
  { prefix: '/games-api/clients/', why: 'favourites of one player' },
  { prefix: '/games-api/offers/client/', why: 'offers made to one player' },
  { prefix: '/cms/recent/', why: 'recently played games of one player' },
  { prefix: '/cms/feedback/', why: "one player's feedback" },
  { prefix: '/cms/article/check-subscriber-status', why: "one player's campaign sign-ups" },
  { prefix: '/cms/article/add-campaign-subscriber', why: "one player's campaign sign-ups" },
  { prefix: '/cms/create-hash', why: 'a GO button press' },
  { prefix: '/cms/get-hash', why: "one player's GO button press" },
  { prefix: '/cms/set-gobutton-as-used', why: 'spends a GO button press' },
  { prefix: '/cms/support/', why: 'the support chat of one browser' },
]

export const isMoneyUrl = (url: URL): boolean => MONEY_ROUTES.some((r) => hasPrefix(url.pathname, r.prefix))

export const isNeverCached = (url: URL): boolean =>
  isMoneyUrl(url) || PRIVATE_ROUTES.some((r) => hasPrefix(url.pathname, r.prefix))

/** Workbox registers a route for one method; money is network-only whatever the method. */
type Method = NonNullable<Parameters<typeof registerRoute>[2]>
export const ALL_METHODS: readonly Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

const OFFLINE_PAGE = `<!doctype html><html lang="da"><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>Offline</title><body
style="font-family:system-ui,sans-serif;padding:2rem"><h1>Offline</h1><p>${OFFLINE_MESSAGE}</p></body></html>`

/** The answer when the network fails: the API envelope for calls, a small Danish page for frames. */
export function offlineResponse(mode: RequestMode): Response {
  const headers = { 'cache-control': 'no-store', 'x-sw-offline': '1' }
  if (mode === 'navigate') {
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
    })
  }
  return Response.json({ success: false, errorMessage: OFFLINE_MESSAGE }, { status: 503, headers })
}

/** Turns a failed fetch into the offline answer, so the client shows a message and not a TypeError. */
export const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => offlineResponse(request.mode),
}
