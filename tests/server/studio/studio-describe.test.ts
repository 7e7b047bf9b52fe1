import { describe, expect, it } from 'vitest'
import { slotModel } from '../../../studio/engine/models/index.ts'
import { studioGames } from '../../../studio/server/games.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { client, gameOf } from '../helpers/studio-helper.ts'

/** A slot game the studio runs for fun whose model turns the bonus wheel, and one whose model has none. */
function slotWith(wheel: boolean) {
  for (const g of studioGames().values()) {
    if (g.math.kind !== 'slot' || g.platform !== 'all' || g.onlyForMoney) continue
    if (!!slotModel(g.math.model)?.bonus === wheel) return g
  }
  throw new Error(`no slot with wheel=${wheel}`)
}

describe('what the game client is told: the rules page data and the roulette bet names', () => {
  const t = appPerSuite({ JOBS: '0' })

  it('a wheel slot states every wheel prize with its chance; a slot without a wheel states none', async () => {
    const g = slotWith(true)
    const model = g.math.kind === 'slot' ? slotModel(g.math.model) : undefined
    const c = await client(t, g.gameId, null, 'fun')
    const wheel = c.session.game.slot.wheel as { coins: number; chance: number }[]
    expect(wheel.map((p) => p.coins)).toEqual(model?.bonus?.prizes)
    const total = (model?.bonus?.weights ?? []).reduce((a, b) => a + b, 0)
    expect(wheel.map((p) => p.chance)).toEqual(model?.bonus?.weights.map((w) => w / total))
    const plain = await client(t, slotWith(false).gameId, null, 'fun')
    expect(plain.session.game.slot.wheel).toBeNull()
  })

  it("roulette takes the engine's six_line and trio bets and pays them; the old names are refused", async () => {
    const table =
      [...studioGames().values()].find(
        (g) =>
          g.kind === 'roulette' &&
          g.math.kind === 'table' &&
          g.math.model === 'roulette-eu' &&
          !g.onlyForMoney,
      ) ?? gameOf('roulette')
    const c = await client(t, table.gameId, null, 'fun')
    const stake = c.session.game.stakes[0] as number
    const sixLine = { type: 'six_line', numbers: [1, 2, 3, 4, 5, 6], stake }
    const trio = { type: 'trio', numbers: [0, 1, 2], stake }
    const res = await c.post('round/bet', { roulette: [sixLine, trio] })
    expect(res.statusCode).toBe(200)
    const r = res.json().data.round
    const pocket = r.outcome.pocket as number
    const expected =
      (pocket >= 1 && pocket <= 6 ? stake * 6 : 0) + ([0, 1, 2].includes(pocket) ? stake * 12 : 0)
    expect(r.stake).toBe(2 * stake)
    expect(r.win).toBe(expected)
    for (const old of ['line', 'basket']) {
      const refused = await c.post('round/bet', { roulette: [{ ...sixLine, type: old }] })
      expect(refused.statusCode).toBe(400)
    }
  })
})
