import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Built, build } from './helper.ts'
import { client, gameOf } from './studio-helper.ts'
import { chooseLimits, expectReconciled, fund, userId } from './wallet-helper.ts'

describe('jackpot pools', () => {
  let t: Built
  beforeAll(async () => {
    t = await build({ JOBS: '0' })
    // Money moves only after a deposit limit is chosen (issue 13).
    await chooseLimits(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it('every money stake on a jackpot slot feeds its pool at the model rate; pools equal seed + contributions − wins', async () => {
    const id = await userId(t, 'nolimit1')
    await fund(t, id, 5_000_000)
    const game = gameOf('slot', true)
    const c = await client(t, game.gameId, id)
    const stake = c.session.game.stakes.at(-1) as number
    const pool0 = (await c.get('jackpots'))
      .json()
      .data.pools.find((p: { gameId: string }) => p.gameId === game.gameId)
    let staked = 0
    for (let i = 0; i < 20; i++) {
      const r = (await c.post('round/spin', { stake })).json()
      expect(r.success, JSON.stringify(r)).toBe(true)
      staked += r.data.round.stake
    }
    const pool = (await c.get('jackpots'))
      .json()
      .data.pools.find((p: { gameId: string }) => p.gameId === game.gameId)
    const rate = game.math.kind === 'slot' ? (game.math.jackpot?.contribution ?? 0) : 0
    expect(pool.amount - pool0.amount).toBe(20 * Math.floor(stake * rate))
    expect(pool.amount).toBeGreaterThanOrEqual(pool.seed)
    expect(staked).toBe(20 * stake)
    // The wallet's jackpot account holds what the pools hold above their seeds.
    const rows = (await t.db.db
      .selectFrom('studio_jackpots' as never)
      .selectAll()
      .execute()) as unknown as { seed: number; contributions: number; wins: number }[]
    const aboveSeeds = rows.reduce((a, p) => a + p.contributions - p.wins, 0)
    const r = await expectReconciled(t)
    expect(JSON.stringify(r)).toBeTruthy()
    expect(aboveSeeds).toBe(20 * Math.floor(stake * rate))
  })
})
