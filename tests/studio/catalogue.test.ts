import { describe, expect, it } from 'vitest'
import { FEATURES } from '../../contract/games.ts'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { mathFor, TABLE_GAMES } from '../../studio/engine/catalogue.ts'
import { CATALOGUE_GAMES, mathOf } from '../../studio/engine/catalogue-index.ts'
import { slotModel } from '../../studio/engine/models/index.ts'
import { SLOT_STATEMENTS, TABLE_STATEMENTS } from '../../studio/engine/models/statements.ts'

const games = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
const notLive = games.filter((g) => g.category !== 'liveint')

describe('the catalogue follows the math', () => {
  it("the studio's committed list of catalogue games is the seed's (npm run rtp -- --write)", () => {
    expect(CATALOGUE_GAMES).toEqual(
      notLive.map(({ game_id, name, category, themes, min_stake_ore, platform, only_for_money }) => ({
        game_id,
        name,
        category,
        theme: themes[0],
        min_stake_ore,
        platform,
        only_for_money,
      })),
    )
  })

  it('maps every non-live game to a model, deterministically, findable by game id', () => {
    for (const g of notLive) {
      const math = mathFor(g)
      expect(math, g.game_id).not.toBeNull()
      expect(mathOf(g.game_id)).toEqual(math)
    }
    expect(mathOf('live-roulette-1')).toBeUndefined()
  })

  it("shows each game's true RTP as its payback (base + the jackpot's contribution and seed), to 0.01 pp", () => {
    for (const g of notLive) {
      const math = mathFor(g)
      if (!math) throw new Error(g.game_id)
      const s = math.kind === 'slot' ? SLOT_STATEMENTS[math.model] : TABLE_STATEMENTS[math.model]
      if (!s) throw new Error(`no statement for ${math.model}`)
      // Jackpot games: 0,8 % of every stake feeds the pool, and the 10.000 kr. seed is won with chance
      // stake / 5·10^8 per round, worth 0,2 % of any stake.
      const rtp = s.rtp + (math.kind === 'slot' && math.jackpot ? 0.008 + 1_000_000 / 500_000_000 : 0)
      expect(Math.abs(g.payback_bp / 100 - rtp * 100), g.game_id).toBeLessThanOrEqual(0.01)
    }
  })

  it("takes volatility, lines or ways, features and the bonus buy from the slot's model", () => {
    for (const g of notLive.filter((x) => x.category !== 'table')) {
      const math = mathFor(g)
      if (math?.kind !== 'slot') throw new Error(g.game_id)
      const s = SLOT_STATEMENTS[math.model]
      const model = slotModel(math.model)
      expect(g.volatility).toBe(s?.volatility)
      expect(g.paylines).toBe(s?.paylines)
      for (const f of model?.features ?? []) expect(g.features).toContain(f)
      expect(g.buy_bonus).toBe(math.purchase)
      expect(g.features.includes('purchase')).toBe(math.purchase)
      if (g.category === 'jackpots') expect(math.jackpot?.contributionPpm).toBeGreaterThan(0)
    }
  })

  it('keeps every feature and volatility class represented', () => {
    for (const f of FEATURES)
      expect(
        notLive.some((g) => g.features.includes(f)),
        f,
      ).toBe(true)
    for (const v of ['lowfreq', 'midfreq', 'hifreq'])
      expect(notLive.some((g) => g.volatility === v)).toBe(true)
  })

  it('lists exactly the ten table games, each on its table model', () => {
    const tables = games.filter((g) => g.category === 'table')
    expect(tables.map((g) => [g.name, g.subcat])).toEqual(TABLE_GAMES.map((t) => [t.name, t.subcat]))
    expect(tables.map((g) => mathFor(g)?.model)).toEqual([
      'roulette-eu',
      'roulette-fr',
      'roulette-us',
      'blackjack-6d',
      'blackjack-6d',
      'baccarat-8d',
      'baccarat-8d',
      'red-dog-8d',
      'sicbo',
      'roulette-eu',
    ])
  })

  it('a name that names a mechanic plays it: Megaways, Hold & Win (held respins), Spins (free spins)', () => {
    const named = (word: string) => notLive.filter((g) => g.name.includes(word))
    expect(named('Megaways').length).toBeGreaterThan(10)
    for (const g of named('Megaways')) {
      expect(g.features, g.name).toContain('megaways')
      expect(
        slotModel(mathOf(g.game_id)?.kind === 'slot' ? (mathOf(g.game_id) as { model: string }).model : '')
          ?.heights,
        g.name,
      ).toBeDefined()
    }
    for (const g of named('Hold & Win')) expect(g.features, g.name).toContain('respin')
    for (const g of named(' Spins')) expect(g.features, g.name).toContain('freespins')
    // Every family still deals games.
    for (const f of ['freespins', 'respin', 'bonus', 'megaways', 'dropdown'])
      expect(notLive.filter((g) => g.features.includes(f)).length, f).toBeGreaterThan(20)
  })
})
