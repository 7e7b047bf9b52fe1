import { describe, expect, it } from 'vitest'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import type { Built } from '../helpers/helper.ts'
import { client, gameOf, launch, launchBody } from '../helpers/studio-helper.ts'
import { cashOf, STUDIO_SECRET, signedInject } from '../helpers/wallet-helper.ts'

const LONG = 'x'.repeat(10 * 1024)
const SQL = "' or 1=1 --"
const WRONG_TYPES: unknown[] = [-1.5, true, null, [], ['a'], { $gt: '' }, LONG]

type Case = [what: string, body: unknown, status: number]

/** Every field of `base` missing, of a wrong type, 10 KB long or SQL: each must be refused. */
function fieldCases(base: Record<string, unknown>, optional: string[] = [], nullable: string[] = []): Case[] {
  const out: Case[] = []
  for (const f of Object.keys(base)) {
    const { [f]: _gone, ...without } = base
    if (!optional.includes(f)) out.push([`${f} missing`, without, 400])
    for (const v of WRONG_TYPES)
      if (!(v === null && nullable.includes(f)))
        out.push([`${f} = ${JSON.stringify(v).slice(0, 20)}`, { ...base, [f]: v }, 400])
    if (typeof base[f] !== 'string') out.push([`${f} = SQL`, { ...base, [f]: SQL }, 400])
  }
  return out
}

const count = async (t: Built, table: string) =>
  Number(
    (
      (await t.db.db
        .selectFrom(table as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()) as { n: number | string }
    ).n,
  )

/**
 * The hostile cases of the studio's state-changing routes (tests/server/http/write-routes.test.ts names
 * this file for them): one bad field, type or size at a time; each a 4xx with a Danish message in
 * the envelope, never a 500, and nothing written: no launch token, no round, no money moved.
 */
describe('hostile input to the studio API', () => {
  const { t, id } = appWithFundedPlayer(1_000_000)
  const slot = gameOf('slot')
  const roulette = gameOf('roulette')
  const blackjack = gameOf('blackjack')

  const expectRefused = (what: string, res: { statusCode: number; body: string }, status: number) => {
    const label = `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`
    expect(res.statusCode, label).toBe(status)
    const answer = JSON.parse(res.body) as { success: boolean; errorMessage: string }
    expect(answer.success, label).toBe(false)
    expect(answer.errorMessage, label).toBeTruthy()
  }

  it('POST /studio/api/launch: a bad field, a wrong signature or an unknown game; no token is made', async () => {
    const base = launchBody(slot.gameId, id())
    const cases: Case[] = [
      ...fieldCases(base, [], ['userId', 'casinoSession']),
      ['userId = 0', { ...base, userId: 0 }, 400],
      ['userId = 1.5', { ...base, userId: 1.5 }, 400],
      ['gameId = ""', { ...base, gameId: '' }, 400],
      ['gameId unknown', { ...base, gameId: 'no-such-game' }, 404],
      ['gameId = SQL', { ...base, gameId: SQL }, 404],
      ['mode = netentlive', { ...base, mode: 'netentlive' }, 400],
      ['platform = tv', { ...base, platform: 'tv' }, 400],
      ['lobbyUrl off site', { ...base, lobbyUrl: 'https://evil.example/' }, 400],
      ['lobbyUrl protocol-relative', { ...base, lobbyUrl: '//evil.example/' }, 400],
      ['lobbyUrl javascript:', { ...base, lobbyUrl: 'javascript:alert(1)' }, 400],
      ['ip = ""', { ...base, ip: '' }, 400],
      ['casinoSession = ""', { ...base, casinoSession: '' }, 400],
      ['money without a player', { ...base, userId: null }, 403],
      ['money without a casino session', { ...base, casinoSession: null }, 403],
      ['an array', [base], 400],
    ]
    const tokens = await count(t, 'studio_launch_tokens')
    for (const [what, body, status] of cases) expectRefused(what, await launch(t, body as object), status)
    expectRefused('signed with another secret', await launch(t, base, 'not-the-secret'), 401)
    const raw = JSON.stringify(base)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/studio/api/launch',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    })
    expectRefused('unsigned', unsigned, 401)
    expect(await count(t, 'studio_launch_tokens')).toBe(tokens)
    expect(cases.length).toBeGreaterThan(40)
  })

  it('POST /studio/api/settle-player: a bad field or a wrong signature settles nothing', async () => {
    const settle = (body: unknown, secret?: string) =>
      signedInject(t, '/studio/api/settle-player', body as object, secret ?? STUDIO_SECRET, {
        'x-provider': 'casino',
      })
    const cases: Case[] = [
      ...fieldCases({ userId: id() }),
      ['userId = 0', { userId: 0 }, 400],
      ['userId = 1.5', { userId: 1.5 }, 400],
      ['userId = SQL', { userId: SQL }, 400],
      ['an array', [{ userId: id() }], 400],
    ]
    for (const [what, body, status] of cases) expectRefused(what, await settle(body), status)
    expectRefused('signed with another secret', await settle({ userId: id() }, 'not-the-secret'), 401)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/studio/api/settle-player',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: id() }),
    })
    expectRefused('unsigned', unsigned, 401)
  })

  it('POST /studio/api/session: a bad, unknown or used token; no session is made', async () => {
    const l = await launch(t, launchBody(slot.gameId, id()))
    const token = new URL(l.json().data.url, 'http://x').searchParams.get('token') ?? ''
    const used = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { token } })
    expect(used.statusCode).toBe(200)
    const sessions = await count(t, 'studio_sessions')
    const cases: Case[] = [
      ...fieldCases({ token }),
      ['token = ""', { token: '' }, 400],
      ['token unknown', { token: 'A'.repeat(43) }, 403],
      ['token = SQL', { token: SQL }, 403],
      ['token already used', { token }, 403],
    ]
    for (const [what, body, status] of cases)
      expectRefused(
        what,
        await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: body as object }),
        status,
      )
    expect(await count(t, 'studio_sessions')).toBe(sessions)
  })

  /** Round calls: each case sent with the session's next sequence number unless the case is about it. */
  async function roundCases(
    gameId: string,
    path: string,
    base: Record<string, unknown>,
    extra: Case[],
    optional: string[] = [],
  ) {
    const c = await client(t, gameId, id())
    const before = await cashOf(t, id())
    const rounds = await count(t, 'studio_rounds')
    const cases = [...fieldCases({ seq: 1, ...base }, optional), ...extra]
    for (const [what, body, status] of cases) {
      const seq = (await c.get('session')).json().data.seq as number
      const payload =
        Array.isArray(body) || what.startsWith('seq') ? body : { ...(body as object), seq: seq + 1 }
      const res = await t.app.inject({
        method: 'POST',
        url: `/studio/api/${path}`,
        headers: c.headers,
        payload: payload as object,
      })
      expectRefused(`${path} ${what}`, res, status)
    }
    const body = { seq: 1, ...base }
    const noCookie = await t.app.inject({ method: 'POST', url: `/studio/api/${path}`, payload: body })
    expectRefused(`${path} without a session`, noCookie, 401)
    const forged = await t.app.inject({
      method: 'POST',
      url: `/studio/api/${path}`,
      headers: { 'x-studio-session': 'A'.repeat(43), 'x-studio-game': encodeURIComponent(gameId) },
      payload: body,
    })
    expectRefused(`${path} with a forged session`, forged, 401)
    expect(await count(t, 'studio_rounds')).toBe(rounds)
    expect(await cashOf(t, id())).toBe(before)
  }

  const seqCases: Case[] = [
    ['seq = 0', { seq: 0 }, 400],
    ['seq = 2^31', { seq: 2 ** 31 }, 400],
    ['seq = 1.5', { seq: 1.5 }, 400],
  ]

  it('POST /studio/api/round/spin: bad fields, a stake off the ladder; no round, no money moved', async () => {
    const stake = slot.minStake
    await roundCases(
      slot.gameId,
      'round/spin',
      { stake, purchase: false },
      [
        ...seqCases.map(([w, b, s]): Case => [w, { ...(b as object), stake }, s]),
        ['seq skipped ahead', { seq: 99, stake }, 409],
        ['stake = 0', { stake: 0 }, 400],
        ['stake = -100', { stake: -100 }, 400],
        ['stake = 10^9', { stake: 1e9 }, 400],
        ['stake off the ladder', { stake: stake + 1 }, 400],
        ['purchase = "yes"', { stake, purchase: 'yes' }, 400],
      ],
      ['purchase'],
    )
  })

  it('POST /studio/api/round/bet: bad bets, a game of another kind; no round, no money moved', async () => {
    const stake = roulette.minStake
    const red = { type: 'red', stake }
    await roundCases(roulette.gameId, 'round/bet', { roulette: [red] }, [
      ...seqCases.map(([w, b, s]): Case => [w, { ...(b as object), roulette: [red] }, s]),
      ['no bets', {}, 400],
      ['empty bet list', { roulette: [] }, 400],
      ['bet type unknown', { roulette: [{ type: 'all', stake }] }, 400],
      ['straight on 38', { roulette: [{ type: 'straight', numbers: [38], stake }] }, 400],
      ['straight on two numbers', { roulette: [{ type: 'straight', numbers: [1, 2], stake }] }, 400],
      ['split not adjacent', { roulette: [{ type: 'split', numbers: [1, 36], stake }] }, 400],
      ['stake = 0', { roulette: [{ type: 'red', stake: 0 }] }, 400],
      ['51 bets', { roulette: Array.from({ length: 51 }, () => red) }, 400],
      ['baccarat bets at a roulette table', { baccarat: [{ bet: 'player', stake }] }, 400],
      ['two tables at once', { roulette: [red], sicbo: [{ type: 'big', stake }] }, 400],
    ])
  })

  it('POST /studio/api/round/deal: bad stakes, a deal at a slot; no round, no money moved', async () => {
    const stake = blackjack.minStake
    await roundCases(blackjack.gameId, 'round/deal', { stake }, [
      ...seqCases.map(([w, b, s]): Case => [w, { ...(b as object), stake }, s]),
      ['stake = 0', { stake: 0 }, 400],
      ['stake off the ladder', { stake: stake + 1 }, 400],
    ])
    const c = await client(t, slot.gameId, id())
    expectRefused('deal at a slot', await c.post('round/deal', { stake: slot.minStake }), 400)
  })

  it('POST /studio/api/round/{action}: an unknown action, an action without a round; nothing changes', async () => {
    await roundCases(blackjack.gameId, 'round/hit', {}, [...seqCases, ['no round to hit', {}, 409]])
    const c = await client(t, blackjack.gameId, id())
    for (const action of ['fold', 'spin%2F..', '__proto__', 'x'.repeat(90)])
      expectRefused(`action ${action.slice(0, 20)}`, await c.post(`round/${action}`), 400)
    // The router refuses a path segment over 100 characters before any handler, in the envelope too.
    expectRefused('a 500-character action', await c.post(`round/${'x'.repeat(500)}`), 400)
    expectRefused('red dog raise at blackjack', await c.post('round/raise'), 409)
  })

  it('POST /studio/api/round/shown: bad fields, no or a forged session; no hold is ended', async () => {
    const c = await client(t, slot.gameId, id())
    const shown = (payload: unknown, headers: Record<string, string> = c.headers) =>
      t.app.inject({ method: 'POST', url: '/studio/api/round/shown', headers, payload: payload as object })
    const cases: Case[] = [
      ...fieldCases({ roundId: 'r' }),
      ['roundId = ""', { roundId: '' }, 400],
      ['roundId of 101 characters', { roundId: 'r'.repeat(101) }, 400],
      ['an array', [{ roundId: 'r' }], 400],
    ]
    for (const [what, body, status] of cases) expectRefused(`round/shown ${what}`, await shown(body), status)
    expectRefused('round/shown without a session', await shown({ roundId: 'r' }, {}), 401)
    const forged = { 'x-studio-session': 'A'.repeat(43), 'x-studio-game': encodeURIComponent(slot.gameId) }
    expectRefused('round/shown with a forged session', await shown({ roundId: 'r' }, forged), 401)
  })

  it('POST /studio/api/fun/reset: bad fields, a money session; nothing changes', async () => {
    await roundCases(slot.gameId, 'fun/reset', {}, [...seqCases, ['in a money game', {}, 400]])
  })
})
