import { studioGames } from '../../studio/server/games.ts'
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
export const casinoSession = (t: Built, userId: number): Promise<string> =>
  openCasinoSession(t.db.db, userId, t.clock.now())

/** A game client in the frame: launches, trades the token for the session cookie, then calls. */
export async function client(
  t: Built,
  gameId: string,
  userId: number | null,
  mode: 'fun' | 'money' = 'money',
) {
  const session = userId !== null && mode === 'money' ? await casinoSession(t, userId) : null
  const l = await launch(t, launchBody(gameId, userId, mode, session))
  if (l.statusCode !== 200) throw new Error(`launch ${l.statusCode}: ${l.body}`)
  const token = new URL(l.json().data.url, 'http://x').searchParams.get('token') ?? ''
  const s = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { token } })
  if (s.statusCode !== 200) throw new Error(`session ${s.statusCode}: ${s.body}`)
  const cookie = String(s.headers['set-cookie']).split(';')[0] ?? ''
  let seq = s.json().data.seq as number
  return {
    token,
    cookie,
    session: s.json().data,
    post: (path: string, body: object = {}, n = ++seq) =>
      t.app.inject({
        method: 'POST',
        url: `/studio/api/${path}`,
        headers: { cookie },
        payload: { seq: n, ...body },
      }),
    get: (path: string) => t.app.inject({ method: 'GET', url: `/studio/api/${path}`, headers: { cookie } }),
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
