import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Game } from '../../../contract/games.ts'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import { LAUNCH_SAYS, PLAYER_SAYS } from '../../player-texts.ts'
import { login } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

const LAUNCH = '/games-api/games/launch/go'
/** An address outside Denmark (Google's resolver), and one of TDC's. */
const FOREIGN_IP = '8.8.8.8'
const DANISH_IP = '80.62.1.2'

describe('POST games/launch/{brand}: who may launch what', () => {
  let t: Built
  let all: Game[]
  const pick = (what: string, test: (g: Game) => boolean) => {
    const g = all.find(test)
    if (!g) throw new Error(`the seeded catalogue has no ${what}`)
    return g
  }
  const slot = () =>
    pick('plain slot', (g) => g.category === 'slots' && g.platform === 'all' && !g.onlyForMoney)
  /** A browser on another address carrying the same cookies (the same session, seen from elsewhere). */
  const from = (b: Browser, ip: string) => {
    const other = browser(t.app, { ip })
    for (const [k, v] of b.jar) other.jar.set(k, v)
    return other
  }
  const launch = (b: Browser, game_id: string, mode: string, platform: string) =>
    b.post(LAUNCH, { game_id, mode, platform })
  const loggedInPlayer = async () => {
    const b = browser(t.app)
    expect((await login(b, 'demo1234', 'Demo1234')).status).toBe(200)
    return b
  }

  beforeAll(async () => {
    t = await build({ BRAND: 'go' })
    all = (await t.app.games.games(undefined)).games
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses an unknown game with 404 and names it', async () => {
    const res = await launch(browser(t.app), 'findes-ikke', 'fun', 'desktop')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, errorMessage: "Spillet 'findes-ikke' findes ikke" })
  })

  it('refuses an unknown brand with 404', async () => {
    const res = await browser(t.app).post('/games-api/games/launch/andet-casino', {
      game_id: slot().game_id,
      mode: 'fun',
      platform: 'desktop',
    })
    expect(res.status).toBe(404)
    expect(res.body.errorMessage).toBe(LAUNCH_SAYS.unknownBrand)
  })

  it('refuses fun play of a money-only game or a live table, and a visitor at a live table, in Danish', async () => {
    const moneyOnly = pick('money-only game', (g) => g.onlyForMoney && g.category !== 'liveint')
    const fun = await launch(browser(t.app), moneyOnly.game_id, 'fun', 'desktop')
    expect(fun.status).toBe(403)
    expect(fun.body.errorMessage).toBe(LAUNCH_SAYS.moneyOnly)
    const live = pick('live table', (g) => g.category === 'liveint')
    const liveFun = await launch(browser(t.app), live.game_id, 'fun', 'desktop')
    expect(liveFun.status).toBe(403)
    expect(liveFun.body.errorMessage).toBe(LAUNCH_SAYS.moneyOnly)
    // Live tables are played for money (issue 15): a visitor is asked to log in first.
    for (const mode of ['money', 'netentlive']) {
      const res = await launch(browser(t.app), live.game_id, mode, 'desktop')
      expect(res.status, mode).toBe(401)
      expect(res.body.errorMessage, mode).toBe(PLAYER_SAYS.loginFirst)
    }
  })

  it('refuses a device the game does not support, saying which device it needs', async () => {
    const refusals = [
      ['desktop', 'mobile', 'Dette spil kan kun spilles på en computer.'],
      ['mobile', 'desktop', 'Dette spil kan kun spilles på en mobiltelefon.'],
    ] as const
    for (const [only, on, message] of refusals) {
      const game = pick(`${only}-only game`, (g) => g.platform === only && g.category !== 'liveint')
      const res = await launch(browser(t.app), game.game_id, 'fun', on)
      expect(res.status, `${only}-only game on ${on}`).toBe(403)
      expect(res.body.errorMessage, `${only}-only game on ${on}`).toBe(message)
    }
  })

  it('refuses an upcoming game until it is released', async () => {
    const upcoming = (await t.app.games.upcoming()).games[0]
    if (!upcoming) throw new Error('the seeded catalogue has no upcoming game')
    const res = await launch(browser(t.app), upcoming.game_id, 'fun', 'desktop')
    expect(res.status).toBe(409)
    expect(res.body.errorMessage).toBe(LAUNCH_SAYS.upcoming(upcoming.release_date))
  })

  it('asks a visitor to log in before money play', async () => {
    const res = await launch(browser(t.app), slot().game_id, 'money', 'mobile')
    expect(res.status).toBe(401)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.loginFirst)
  })

  it('refuses money play from outside Denmark with a live session (and ends it), not from a Danish address', async () => {
    const b = await loggedInPlayer()
    const abroad = await launch(from(b, FOREIGN_IP), slot().game_id, 'money', 'desktop')
    expect(abroad.status).toBe(403)
    // SPEC.md section 8, Geo block: the connection is bad or the player is outside Denmark.
    expect(abroad.body.errorMessage).toContain('uden for Danmark')
    // The money gate ends every session of a player it refuses; a new login from Denmark plays.
    const stale = await launch(from(b, DANISH_IP), slot().game_id, 'money', 'desktop')
    expect(stale.status).toBe(401)
    const again = await loggedInPlayer()
    const home = await launch(from(again, DANISH_IP), slot().game_id, 'money', 'desktop')
    expect(home.status).toBe(200)
  })

  it('refuses money play to a player who joined ROFUS or was excluded after logging in', async () => {
    const b = await loggedInPlayer()
    await t.db.db
      .insertInto('rofus_register')
      .values({ cpr: TEST_PEOPLE.demo.cpr, kind: 'temporary', until: null, created_at: t.clock.now() })
      .execute()
    const rofus = await launch(b, slot().game_id, 'money', 'desktop')
    expect(rofus.status).toBe(403)
    expect(rofus.body.errorMessage).toBe(PLAYER_SAYS.rofus)
    await t.db.db.deleteFrom('rofus_register').where('cpr', '=', TEST_PEOPLE.demo.cpr).execute()

    const temp = browser(t.app)
    expect((await login(temp, 'temp1234', 'Temp1234')).status).toBe(200)
    await t.db.db
      .updateTable('users')
      .set({ status: 'excluded' })
      .where('user_name', '=', 'temp1234')
      .execute()
    const excluded = await launch(temp, slot().game_id, 'money', 'desktop')
    // An excluded player's session ends at its next use: the launch hears "log in".
    expect(excluded.status).toBe(401)
    expect(excluded.body.errorMessage).toBe(PLAYER_SAYS.loginFirst)
    await t.db.db.updateTable('users').set({ status: 'temp' }).where('user_name', '=', 'temp1234').execute()
  })

  it('getSes.php answers a stable game session id per login, and a launch naming another is refused', async () => {
    expect((await browser(t.app).get('/games-api/getSes.php')).status).toBe(401)
    const b = await loggedInPlayer()
    const first = await b.get('/games-api/getSes.php')
    expect(first.status).toBe(200)
    const sessId = first.body.data.sessId as string
    expect(sessId).toMatch(/^[\w-]{32}$/)
    expect((await b.get('/games-api/getSes.php')).body.data.sessId).toBe(sessId)
    expect(b.cookieHeader()).not.toContain(sessId)
    const other = await loggedInPlayer()
    expect((await other.get('/games-api/getSes.php')).body.data.sessId).not.toBe(sessId)
    const res = await other.post(LAUNCH, {
      game_id: slot().game_id,
      mode: 'money',
      platform: 'desktop',
      session_id: sessId,
    })
    expect(res.status).toBe(401)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.sessionExpired)
  })

  it('refuses a launch posted from another site, and a lobby outside this one', async () => {
    const foreign = browser(t.app, { origin: 'https://evil.example' })
    const res = await launch(foreign, slot().game_id, 'fun', 'desktop')
    expect(res.status).toBe(403)
    for (const lobby of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const bad = await browser(t.app).post(LAUNCH, {
        game_id: slot().game_id,
        mode: 'fun',
        platform: 'desktop',
        lobby,
      })
      expect(bad.status, lobby).toBe(400)
    }
  })

  it('answers the studio client with a one-time token and meta.endgame, for fun and for money', async () => {
    const game = slot()
    const fun = await browser(t.app).post(LAUNCH, {
      game_id: game.game_id,
      mode: 'fun',
      platform: 'mobile',
      lobby: '/alle-spil/slots',
    })
    expect(fun.status).toBe(200)
    const answer = fun.body as unknown as { data: { url: string }; meta: { endgame: string } }
    expect(answer.data.url.startsWith(`/studio/play/${game.game_id}?token=`)).toBe(true)
    expect(answer.meta.endgame).toBe('/alle-spil/slots')

    const b = await loggedInPlayer()
    const sessId = (await b.get('/games-api/getSes.php')).body.data.sessId
    const money = await b.post(LAUNCH, {
      game_id: game.game_id,
      mode: 'money',
      platform: 'desktop',
      session_id: sessId,
    })
    expect(money.status).toBe(200)
    const token = new URL(money.body.data.url, 'http://x').searchParams.get('token')
    // The token opens one money session at the studio for this player, and only once.
    const opened = await browser(t.app).post('/studio/api/session', { token })
    expect(opened.status).toBe(200)
    expect(opened.body.data).toMatchObject({ mode: 'money', game: { gameId: game.game_id } })
    expect((await browser(t.app).post('/studio/api/session', { token })).status).toBeGreaterThanOrEqual(400)
  })

  it('never lets a cache keep a launch or a session id', async () => {
    const res = await launch(browser(t.app), 'findes-ikke', 'fun', 'desktop')
    expect(res.headers['cache-control']).toBe('no-store')
    const b = await loggedInPlayer()
    expect(
      (await b.raw({ method: 'GET', url: '/games-api/getSes.php', headers: { cookie: b.cookieHeader() } }))
        .headers['cache-control'],
    ).toBe('no-store')
  })
})
