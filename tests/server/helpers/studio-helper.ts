import type { TestClock } from '../../../platform/clock.ts'
import { studioGames } from '../../../studio/server/games.ts'
import { MONEY_SLOT_GAP_MS } from '../../../studio/server/pace.ts'
import { signedWalletClient } from '../../../studio/server/wallet-client.ts'
import { openCasinoSession } from './casino-session.ts'
import type { Built } from './helper.ts'
import { STUDIO_SECRET, signedInject } from './wallet-helper.ts'

/** A launch as the casino's server makes it: signed with the studio's secret. */
export function launch(t: Built, body: object, secret = STUDIO_SECRET) {
  return signedInject(t, '/studio/api/launch', body, secret)
}

export const launchBody = (
  gameId: string,
  userId: number | null,
  mode: 'fun' | 'money' = 'money',
  casinoSession: string | null = userId === null ? null : 'casino-session-1',
) => ({
  userId,
  gameId,
  mode,
  platform: 'desktop',
  lobbyUrl: '/spil',
  ip: '127.0.0.1',
  casinoSession,
})

/**
 * A live casino session of the player, as a login at the casino leaves it, and its game session id
 * (what getSes.php answers and a money launch passes on): the wallet refuses bets of ended ones.
 */
const casinoSession = (t: Built, userId: number): Promise<string> =>
  openCasinoSession(t.db.db, userId, t.clock.now())

/** The headers a game frame sends: its launch's session credential and its own game. */
export const sessionHeaders = (gameId: string, credential: string): Record<string, string> => ({
  'x-studio-session': credential,
  'x-studio-game': encodeURIComponent(gameId),
})

/** A game client in the frame: launches, trades the token for its session credential, then calls. */
export async function client(
  t: Built,
  gameId: string,
  userId: number | null,
  mode: 'fun' | 'money' = 'money',
  /** Leave a feature round's hold on the game (tests of the hold); by default the frame has shown it. */
  opts: { holdFeatures?: boolean } = {},
) {
  const session = userId !== null && mode === 'money' ? await casinoSession(t, userId) : null
  const l = await launch(t, launchBody(gameId, userId, mode, session))
  if (l.statusCode !== 200) throw new Error(`launch ${l.statusCode}: ${l.body}`)
  const token = new URL(l.json().data.url, 'http://x').searchParams.get('token') ?? ''
  const s = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { token } })
  if (s.statusCode !== 200) throw new Error(`session ${s.statusCode}: ${s.body}`)
  const headers = sessionHeaders(gameId, s.json().data.credential)
  let seq = s.json().data.seq as number
  return {
    token,
    headers,
    session: s.json().data,
    post: async (path: string, body: object = {}, n = ++seq) => {
      // A money slot round starts at least 3 s after the last (studio/server/pace.ts): this player waits.
      if (path === 'round/spin') paceWait(t)
      const res = await t.app.inject({
        method: 'POST',
        url: `/studio/api/${path}`,
        headers,
        payload: { seq: n, ...body },
      })
      // As the game client does once a feature round's screens have played (issue 29.3).
      const round = res.statusCode === 200 ? res.json().data?.round : undefined
      if (!opts.holdFeatures && round?.holdsUntil)
        await t.app.inject({
          method: 'POST',
          url: '/studio/api/round/shown',
          headers,
          payload: { roundId: round.roundId },
        })
      return res
    },
    get: (path: string) => t.app.inject({ method: 'GET', url: `/studio/api/${path}`, headers }),
  }
}

/** The first game of a kind the studio runs for every platform (and for fun). */
export function gameOf(kind: string, jackpot = false) {
  for (const g of studioGames().values())
    if (
      g.kind === kind &&
      g.platform === 'all' &&
      !g.onlyForMoney &&
      (g.math.kind !== 'slot' || !!g.math.jackpot === jackpot)
    )
      return g
  throw new Error(`no ${kind} game`)
}

/** A game client at the first game of `kind` (gameOf) and that game's lowest stake: how a round test starts. */
export async function openGame(
  t: Built,
  kind: string,
  userId: number | null,
  mode: 'fun' | 'money' = 'money',
) {
  const game = gameOf(kind)
  const c = await client(t, game.gameId, userId, mode)
  return { game, c, stake: c.session.game.stakes[0] as number }
}

/** Moves the test clock past the money slot pace, as a player who waits between spins. */
export function paceWait(t: Built) {
  const clock = t.clock as Partial<TestClock>
  clock.advance?.(MONEY_SLOT_GAP_MS)
}

/**
 * The studio's wallet client over the casino's /wallet-api/ routes, handed to the app by `inject`:
 * a test's way to drive the HTTP route, its signature check and its body validation with the
 * studio's own signed calls (the app itself hands the studio its in-process API).
 */
export function injectWalletClient(t: Built) {
  return signedWalletClient(
    'studio',
    STUDIO_SECRET,
    () => t.clock.nowMs(),
    async (url, payload, headers) => {
      const res = await t.app.inject({ method: 'POST', url, payload, headers })
      return { status: res.statusCode, text: res.body }
    },
  )
}
