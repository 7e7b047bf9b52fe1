import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Built, build } from '../helpers/helper.ts'
import { client, gameOf } from '../helpers/studio-helper.ts'
import { chooseLimits, expectReconciled, fund, userId, walletJackpotPool } from '../helpers/wallet-helper.ts'

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

  it('every money stake on a jackpot slot feeds its pool exactly, sub-øre parts included; pools equal seed + contributions − wins + carried øre', async () => {
    const id = await userId(t, 'nolimit1')
    await fund(t, id, 5_000_000)
    const game = gameOf('slot', true)
    const c = await client(t, game.gameId, id)
    // The lowest stake: its 0,8 % is a fraction of an øre, which used to feed nothing.
    const stake = c.session.game.stakes[0] as number
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
    expect(staked).toBe(20 * stake)
    const rows = (await t.db.db
      .selectFrom('studio_jackpots' as never)
      .selectAll()
      .execute()) as unknown as {
      game_id: string
      seed: number
      contributions: number
      wins: number
      fraction_micro: number
    }[]
    const row = rows.find((p) => p.game_id === game.gameId)
    // 0,8 % of every stake, kept to the millionth of an øre: whole øre plus the carried rest.
    const fedMicro = Number(row?.contributions) * 1_000_000 + Number(row?.fraction_micro)
    expect(fedMicro).toBe(20 * stake * 8_000)
    expect(pool.amount - pool0.amount).toBe(Math.floor((20 * stake * 8_000) / 1_000_000))
    expect(pool.amount).toBeGreaterThanOrEqual(pool.seed)
    // The wallet's jackpot account holds the pools' whole øre above their seeds (the house the rest).
    const aboveSeeds = rows.reduce((a, p) => a + Number(p.contributions) - Number(p.wins), 0)
    const r = await expectReconciled(t)
    expect(JSON.stringify(r)).toBeTruthy()
    const walletPool = await walletJackpotPool(t)
    expect(walletPool).toBe(aboveSeeds)
  })
})
