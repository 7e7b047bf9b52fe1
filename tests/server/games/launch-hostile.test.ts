import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

const URL = '/games-api/games/launch/go'
const LONG = 'x'.repeat(10 * 1024)
const WRONG_TYPES: unknown[] = [42, -1.5, true, null, [], ['a'], { $gt: '' }]
const OPTIONAL = ['server_mode', 'srv', 'lobby', 'session_id']
/** Free text passed along as given: any short string is legal. */
const FREE = ['server_mode', 'srv']

/** The launch body's hostile cases (tests/server/http/write-routes.test.ts names this file for the route). */
describe('hostile input to POST games/launch/{brand}', () => {
  let t: Built
  let player: Browser
  let base: Record<string, unknown>
  beforeAll(async () => {
    t = await build({ BRAND: 'go' })
    player = browser(t.app)
    await login(player, 'demo1234', 'Demo1234')
    const game = (await t.app.games.games('slots')).games.find((g) => g.platform === 'all' && !g.onlyForMoney)
    base = {
      game_id: game?.game_id,
      mode: 'money',
      platform: 'desktop',
      server_mode: 'prod',
      srv: 'go',
      lobby: '/',
      session_id: (await player.get('/games-api/getSes.php')).body.data.sessId,
    }
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers every missing field, wrong type and 10 KB value with a Danish 4xx, never a 500', async () => {
    let calls = 0
    for (const f of Object.keys(base)) {
      const { [f]: _gone, ...without } = base
      const cases: [string, unknown, boolean][] = [
        [`${f} missing`, without, !OPTIONAL.includes(f)],
        [`${f} = 10 KB`, { ...base, [f]: LONG }, true],
        [`${f} = SQL`, { ...base, [f]: "' or 1=1 --" }, !FREE.includes(f)],
        ...WRONG_TYPES.map((v): [string, unknown, boolean] => [
          `${f} = ${JSON.stringify(v)}`,
          { ...base, [f]: v },
          true,
        ]),
      ]
      for (const [what, body, mustRefuse] of cases) {
        const res = await player.post(URL, body)
        calls++
        const label = `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`
        expect(res.status, label).toBeLessThan(500)
        if (mustRefuse) expect(res.status, label).toBeGreaterThanOrEqual(400)
        if (res.status >= 400) {
          expect(res.body.success, label).toBe(false)
          expect(res.body.errorMessage, label).toBeTruthy()
        }
      }
    }
    for (const body of [{}, [base], 42, null]) {
      const res = await player.post(URL, JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      calls++
    }
    expect(calls).toBeGreaterThan(60)
  })
})
