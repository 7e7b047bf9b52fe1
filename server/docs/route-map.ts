import { z } from 'zod'
import {
  CategoriesResponse,
  GameListResponse,
  GameResponse,
  JackpotAllResponse,
  LiveGameListResponse,
  PagedCardListResponse,
  PagedGameListResponse,
  ProvidersResponse,
} from '../../contract/games.ts'
import { type Answer, events, file, json, page, redirect } from './answers.ts'

/** One route's line in the map: what it does, and what it answers when its own schema cannot say. */
export type RouteDoc = string | { what: string; answers: readonly Answer[] }

/** A JWK set (RFC 7517) as oidc clients read it: not an API envelope, so not in contract/. */
const JwkSet = z.object({ keys: z.array(z.record(z.string(), z.unknown())) })
const catalogue = (what: string, schema: z.ZodType) => ({ what, answers: [json(schema)] })
const games = GameListResponse

/**
 * Every route of the app, by the module server/app.ts mounts it as, keyed `METHOD /path` as Fastify
 * registers it (a GET also answers HEAD). `npm run routes` prints it, the OpenAPI document at /docs
 * takes its descriptions from it, and tests/server/docs/routes-map.test.ts fails when it and the routes
 * the app really answers differ in any route or owner.
 */
export const ROUTE_MAP = {
  health: {
    about: 'Liveness, for load balancers and operators.',
    routes: { 'GET /health': 'Whether the process is up and its database answers (503 when it does not).' },
  },
  'test-clock': {
    about: 'The test clock (ARCHITECTURE.md: Time); registered only with CASINO_TEST_CLOCK=1.',
    routes: { 'POST /__test/clock': 'Moves the test clock forward by advanceMs.' },
  },
  games: {
    about: 'The Games API (SPEC.md section 7): catalogue, categories, search, favourites, offers, launches.',
    routes: {
      'GET /games-api/games': catalogue('Every game of the catalogue for the platform asked.', games),
      'GET /games-api/games/upcoming': catalogue('Games still to be released, soonest first.', games),
      'GET /games-api/games/smart-search': catalogue(
        'Filtered, paged search of the catalogue (filter[key]=a,b; page[size], page[number]); fields=card answers card fields only.',
        z.union([PagedGameListResponse, PagedCardListResponse]),
      ),
      'GET /games-api/v2/games/smart-search': catalogue(
        'The same search at its v2 address.',
        z.union([PagedGameListResponse, PagedCardListResponse]),
      ),
      'GET /games-api/games/popular/:period/:limit': 'The most played games of a period.',
      'GET /games-api/games/:id': catalogue(
        'One game by id or game_id, or a list category (slots, new, popular, bonus, jackpots, exclusive, table).',
        z.union([GameResponse, GameListResponse]),
      ),
      'GET /games-api/v2/categories': catalogue(
        "The lobby's list types, features and themes, with game counts.",
        CategoriesResponse,
      ),
      'GET /games-api/v2/categories/:id/games': catalogue(
        'The games of one list type, feature or theme.',
        games,
      ),
      'GET /games-api/categories/liveint/games': catalogue(
        'The live casino games, with counters of the open tables.',
        LiveGameListResponse,
      ),
      'GET /games-api/live/tables':
        "The live page's tables (limits, viewers, last results), as the studio reports them.",
      'GET /games-api/categories/jackpots/games': catalogue('The games with a jackpot.', games),
      'GET /games-api/casino/content/jackpot/all': catalogue(
        'Every jackpot and their total, largest first.',
        JackpotAllResponse,
      ),
      'GET /games-api/providers': catalogue(
        'The game providers with their game counts (include_hidden=1 for all).',
        ProvidersResponse,
      ),
      'GET /games-api/offers': 'The GO offers anyone may see.',
      'GET /games-api/offers/client/:userId': "The logged-in player's GO offers (their own userId only).",
      'GET /games-api/clients/:userId/games': "The logged-in player's favourite games.",
      'POST /games-api/clients/:userId/games/:gameId': 'Adds a game to the favourites; answers the new list.',
      'DELETE /games-api/clients/:userId/games/:gameId':
        'Removes a game from the favourites; answers the new list.',
      'POST /games-api/games/launch/:brand':
        "Launches a game for fun or for money and answers the provider's frame URL; money play passes the money gate (limits, exclusion, ROFUS, geo).",
      'GET /games-api/getSes.php': "The logged-in player's game session id.",
      'GET /cdn/videos/:file': {
        what: "An upcoming game's trailer ({game_id}.webm).",
        answers: [file('video/webm')],
      },
    },
  },
  geo: {
    about: 'The geo rule (SPEC.md section 7, Geo).',
    routes: {
      'GET /core/geo.php':
        "The caller's address and whether play is allowed from it (the client hides login and sign-up when not).",
    },
  },
  identity: {
    about: "MitID: the sandbox's pages (an outside party) and the key the casino verifies results with.",
    routes: {
      'GET /mitid': {
        what: 'The MitID sandbox page of a started flow (state); an expired flow goes back with an error.',
        answers: [page, redirect("the casino's error page when the flow expired")],
      },
      'POST /mitid/approve': {
        what: 'The sandbox approves the flow for the CPR number entered.',
        answers: [redirect("the flow's return address, with the signed result")],
      },
      'POST /mitid/cancel': {
        what: 'The person cancelled the flow.',
        answers: [redirect("the casino's error page")],
      },
      'GET /mitid/oidc/callback': {
        what: "A MitID broker's OpenID Connect callback: the result is verified and handed on.",
        answers: [redirect("the flow's return address")],
      },
      'GET /mitid/jwks.json': {
        what: 'The public key MitID results are signed with, as a JWK set (RFC 7517).',
        answers: [json(JwkSet)],
      },
    },
  },
  player: {
    about:
      'The Player API (SPEC.md section 7) at /rest/punter/: login, sessions, sign-up, account, self-exclusion.',
    routes: {
      'POST /rest/punter/channelLogin': 'Logs in with user name and password; sets the session cookie.',
      'GET /rest/punter/isLoggedIn': 'Whether the caller has a session, and whose.',
      'POST /rest/punter/logout': 'Ends this session.',
      'POST /rest/punter/logoutAll': 'Ends every session of the logged-in player.',
      'POST /rest/punter/createHash':
        'Sets a 4-digit PIN for this device; answers the hash the device keeps.',
      'POST /rest/punter/loginPin': 'Logs in with the PIN and the hash from createHash.',
      'GET /rest/punter/getNemidParameters':
        "Starts a MitID flow (login, sign-up, forgotten password, confirmation): answers its URL and sets the flow's state cookie.",
      'POST /rest/punter/nemid_login': 'Logs in with a MitID result.',
      'POST /rest/punter/restorePassword': 'Sets a new password after a MitID forgotten-password flow.',
      'POST /rest/punter/signup_step1': 'Sign-up step 1: CPR number and e-mail.',
      'POST /rest/punter/signup_step2':
        "Sign-up step 2: the MitID result; answers the person's details to prefill.",
      'POST /rest/punter/signup_step3': "Sign-up step 3: the player's details.",
      'POST /rest/punter/register': 'Sign-up step 4: user name and password; opens the account and logs in.',
      'GET /rest/punter/getAccountInformation': "The logged-in player's account details and balances.",
      'POST /rest/punter/setAccountInformation': "Changes the logged-in player's contact details.",
      'POST /rest/punter/changePassword': 'Changes the password; the current one is required.',
      'POST /rest/punter/resetPassword': 'Mails a reset link to the account with this user name and e-mail.',
      'GET /rest/punter/getSecurityQuestionList': 'The security questions to choose from.',
      'GET /rest/punter/getExpectedBetting':
        'How much the player expects to bet a month (a know-your-customer answer).',
      'POST /rest/punter/setExpectedBetting': 'Sets the expected betting band.',
      'POST /rest/punter/newsletterSubscription': "Turns the logged-in player's newsletter on or off.",
      'POST /rest/punter/unsubscribeFromNewsletter':
        "Unsubscribes an e-mail address (a newsletter's own link).",
      'POST /rest/punter/addTeam': 'Adds a team code with a note to the account.',
      'POST /rest/punter/excludeUser':
        'Self-exclusion for one of the fixed periods (SPEC.md section 4); ends the session.',
      'POST /rest/punter/excludeUserDays': 'Self-exclusion for a number of days; ends the session.',
      'POST /rest/punter/excludeUserPermanently':
        'Permanent self-exclusion: the account closes and its money is paid out; ends the session.',
      'GET /rest/punter/getUserStatus': "The logged-in player's status and any exclusion's end.",
    },
  },
  rofus: {
    about: 'The ROFUS self-exclusion register sandbox (an outside party); never in production.',
    routes: {
      'GET /rofus': { what: "The register's start page.", answers: [page] },
      'POST /rofus/login': {
        what: 'Starts the MitID login the register needs.',
        answers: [redirect('the MitID sandbox')],
      },
      'GET /rofus/mitid': {
        what: "Back from MitID: the page to choose the registration's period.",
        answers: [page],
      },
      'POST /rofus': {
        what: 'Registers the CPR number MitID proved, for the chosen period.',
        answers: [page],
      },
    },
  },
  money: {
    about:
      "The Player API's money calls at /rest/punter/: deposit limits, bonuses, withdrawals, vouchers, history.",
    routes: {
      'GET /rest/punter/getDepositLimits': "The logged-in player's deposit limits and the minimum deposit.",
      'POST /rest/punter/setDepositLimits': 'Sets deposit limits; a raise waits out its cooling-off period.',
      'GET /rest/punter/getBonusListChannel/:brand': 'The bonuses on offer on this brand.',
      'GET /rest/punter/activeBonusList': "The player's bonuses, past and present.",
      'GET /rest/punter/activeBonus': "The player's active bonus and its wagering, or null.",
      'GET /rest/punter/forfeitBonus':
        'Forfeits the active bonus (SPEC.md names a GET: it needs the JSON content type and our Origin).',
      'POST /rest/punter/forfeitBonus': 'Forfeits the active bonus.',
      'GET /rest/punter/getWithdrawMaxAmountEx': 'How much the player may withdraw now.',
      'POST /rest/punter/withdrawalRequestNem': "Withdraws to the player's NemKonto.",
      'POST /rest/punter/depositVoucher': 'Redeems a voucher by its serial and code.',
      'GET /rest/punter/getTransactionGroupList/:type/:from/:to/:page/:size':
        "A page of the player's transactions of one type between two dates.",
      'GET /rest/punter/getTransactionList/:from/:to': "The player's transactions between two dates.",
      'GET /rest/punter/getTransactionExternalList/:from/:to/:page':
        "A page of the player's deposits and withdrawals between two dates.",
    },
  },
  payments: {
    about:
      "The payment window (/dibs): opening a deposit, the payment service's callback, the sandbox's pages.",
    routes: {
      'GET /dibs': {
        what: 'Opens a deposit and goes on to the payment window; op=applepayinit answers the Apple Pay merchant session.',
        answers: [redirect('the payment window, or the deposit page with LOGINFIRST')],
      },
      'POST /dibs/callback':
        "The payment service's signed server-to-server callback: books the deposit once.",
      'GET /dibs/window': {
        what: 'The sandbox payment window: opens a payment.',
        answers: [redirect("the payment's page")],
      },
      'GET /dibs/pay/:id': {
        what: 'The sandbox page of a payment: card, MobilePay, Apple Pay or confirmation.',
        answers: [page, redirect('the deposit page with the result, once the payment is done')],
      },
      'POST /dibs/pay/:id/card': {
        what: 'Card details: the page again with its errors (422), else on to confirmation.',
        answers: [page, redirect("the payment's page")],
      },
      'POST /dibs/pay/:id/mobile': {
        what: 'A MobilePay phone number: the page again with its error (422), else on to confirmation.',
        answers: [page, redirect("the payment's page")],
      },
      'POST /dibs/pay/:id/confirm': {
        what: 'Approves or declines the payment.',
        answers: [redirect('the deposit page with the result')],
      },
      'POST /dibs/pay/:id/cancel': {
        what: 'Cancels the payment.',
        answers: [redirect('the deposit page with the result')],
      },
      'POST /dibs/applepay': 'Pays with an Apple Pay token; answers where to go next.',
    },
  },
  wallet: {
    about:
      'The seamless-wallet API, server to server: a provider names itself in x-provider and signs the body.',
    routes: {
      'POST /wallet-api/balance': "A player's balance.",
      'POST /wallet-api/bet': 'Takes a stake, once per transaction id.',
      'POST /wallet-api/win': 'Pays a win, once per transaction id.',
      'POST /wallet-api/bet-win': "A round's stake and win together, once per transaction id.",
      'POST /wallet-api/rollback': 'Reverses a stake.',
    },
  },
  cms: {
    about:
      "The Content API (SPEC.md section 7) at /cms/: site content, the login's calls, one player's content.",
    routes: {
      'POST /cms/register-device': 'Registers a device; answers its id.',
      'POST /cms/attach-user': 'Attaches the device to the logged-in player.',
      'POST /cms/last-login': "The logged-in player's previous login.",
      'GET /cms/api.php': 'The older content call: r=Texts, Campaigns or Highlights.',
      'GET /cms/campaigns': 'The running campaigns.',
      'GET /cms/campaigns/:seoUrl': 'One campaign by its address.',
      'GET /cms/highlight/get-all': 'The highlights of an area, for a platform.',
      'GET /cms/article/get-article': 'One article by id or slug.',
      'GET /cms/article/get-articles': 'The articles of a type.',
      'GET /cms/seo/get-seo-data': "The pages' titles and descriptions.",
      'GET /cms/landing-page/get-page': 'A landing page by its address.',
      'GET /cms/common/download-pdf': {
        what: 'The terms and conditions as a PDF.',
        answers: [file('application/pdf')],
      },
      'POST /cms/feedback/create-feedback': 'Sends feedback (a rating and a message).',
      'GET /cms/feedback/was-feedback-sent': 'Whether the logged-in player has sent feedback.',
      'POST /cms/article/add-campaign-subscriber': 'Signs the logged-in player up for a campaign.',
      'GET /cms/article/check-subscriber-status': 'Whether the logged-in player is signed up for a campaign.',
      'POST /cms/common/add-subscriber': 'Signs an e-mail address up for the newsletter.',
      'GET /cms/recent/get-recent': "The logged-in player's recently played games.",
      'POST /cms/recent/set-recent': 'Marks a game as recently played.',
      'POST /cms/recent/remove-recent': 'Removes a game from the recently played.',
      'POST /cms/game/click': "Counts a click on a game (the lobby's popularity).",
      'POST /cms/create-hash': "Makes the logged-in player's GO button hash.",
      'GET /cms/get-hash': 'A GO button hash and whether it was used.',
      'POST /cms/set-gobutton-as-used': 'Marks a GO button offer as used.',
    },
  },
  support: {
    about: "The support chat: the player's calls, and the operator's page behind HTTP Basic auth.",
    routes: {
      'POST /cms/support/chat/start': 'Starts a chat, or answers the open one; sets the chat cookie.',
      'GET /cms/support/chat': 'The chat and its messages after a given one.',
      'POST /cms/support/chat/send': 'Sends a message to the operator.',
      'POST /cms/support/chat/close': 'Closes the chat.',
      'GET /cms/support/agent': { what: "The operator's page of open chats (HTTP Basic).", answers: [page] },
      'POST /cms/support/agent/reply': {
        what: "The operator's reply to a chat (HTTP Basic).",
        answers: [redirect("the operator's page")],
      },
    },
  },
  studio: {
    about:
      "The game studio, a provider in this process at /studio/: the casino's signed calls, the game client's session and round calls, the live tables.",
    routes: {
      'POST /studio/api/settle-player':
        "Signed by the casino: settles a player's open rounds before the account closes.",
      'GET /studio/api/open-players':
        'Signed by the casino: the players holding an open money round (the start-up sweep of closed accounts).',
      'POST /studio/api/launch':
        'Signed by the casino: a launch token and the play page address for a player and game.',
      'GET /studio/play/:gameId': {
        what: "The game frame's page; it trades the token for a session.",
        answers: [page],
      },
      'GET /studio/assets/*': {
        what: "The game client's hashed files (scripts, styles, images).",
        answers: [file('application/octet-stream')],
      },
      'GET /studio/live/api/tables':
        'The live tables: limits, whether open and running, viewers, last results.',
      'GET /studio/live/api/time': "The studio's clock, for the client's countdowns.",
      'GET /studio/live/api/tables/:tableId/events': {
        what: "A live table's rounds as they happen (betting, dealing, results, the player's seat).",
        answers: [events],
      },
      'POST /studio/live/api/bet': 'Places bets on the open live round.',
      'POST /studio/live/api/act': "A player's decision in a live round (e.g. hit or stand).",
      'GET /studio/live/api/recall': "The player's finished live rounds with their proof.",
      'POST /studio/api/session': 'Trades a launch token for the session and its credential.',
      'GET /studio/api/session': 'The session again (a reload of the frame).',
      'POST /studio/api/round/spin': 'A slot round: the stake (or a bought feature) and its outcome.',
      'POST /studio/api/round/bet': "A table round's bets.",
      'POST /studio/api/round/deal': 'Deals a card round.',
      'POST /studio/api/round/shown': 'The frame has shown a feature round to its end.',
      'POST /studio/api/round/:action': "A player's decision in an open round (hit, stand, double, …).",
      'GET /studio/api/recall': "The player's last rounds of this game.",
      'GET /studio/api/balance': "The session's balance.",
      'POST /studio/api/fun/reset': "Refills a fun session's balance.",
      'GET /studio/api/jackpots': "The studio's jackpot pools.",
    },
  },
  cdn: {
    about: 'Game, banner, provider, avatar and category art drawn on the server (SVG, games WebP too).',
    routes: {
      'GET /cdn/games/:file': {
        what: "A game's image ({game_id}_{size}.webp, or .svg for the vector).",
        answers: [file('image/webp'), file('image/svg+xml')],
      },
      'GET /cdn/banners/:file': {
        what: "A game's banner ({game_id}_{kind}.webp, or .svg for the vector).",
        answers: [file('image/webp'), file('image/svg+xml')],
      },
      'GET /cdn/providers/:file': {
        what: "A provider's logo ({name}.svg).",
        answers: [file('image/svg+xml')],
      },
      'GET /cdn/avatars/:file': {
        what: 'A player avatar (avatar1.svg … avatar147.svg).',
        answers: [file('image/svg+xml')],
      },
      'GET /cdn/categories/:file': {
        what: "A category's icon ({name}.svg).",
        answers: [file('image/svg+xml')],
      },
    },
  },
  docs: {
    about: 'This reference and its OpenAPI 3.1 document; outside production only.',
    routes: {
      'GET /docs': { what: 'The API reference as a page, made from the OpenAPI document.', answers: [page] },
      'GET /docs/openapi.json': {
        what: 'The OpenAPI 3.1 document, generated from the routes and their contract schemas.',
        answers: [json(z.record(z.string(), z.unknown()))],
      },
    },
  },
  web: {
    about:
      'The built PWA from DIST_DIR, only when a build exists: GET / (the lobby rendered on the server), each built file, and GET /* for every other path: the lobby routes rendered on the server, the app shell for the rest, the JSON 404 for an unknown API address.',
    routes: {},
  },
} as const satisfies Record<string, { about: string; routes: Record<string, RouteDoc> }>

export type ModuleName = keyof typeof ROUTE_MAP

/** A route's map line, if the map has one: its module, what it does, and its documented answers. */
export function routeDoc(
  key: string,
): { module: ModuleName; what: string; answers: readonly Answer[] } | undefined {
  for (const [module, m] of Object.entries(ROUTE_MAP) as [
    ModuleName,
    { routes: Record<string, RouteDoc> },
  ][]) {
    const doc = m.routes[key]
    if (doc === undefined) continue
    return typeof doc === 'string'
      ? { module, what: doc, answers: [] }
      : { module, what: doc.what, answers: doc.answers }
  }
  return undefined
}
