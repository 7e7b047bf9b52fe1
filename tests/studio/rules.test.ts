import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { mathFor } from '../../studio/engine/catalogue.ts'
import { declaredOf } from '../../studio/engine/declared.ts'
import type { GameRules } from '../../studio/engine/rules.ts'

const games = generateCatalogue(new Date('2026-11-22T00:00:00Z')).filter((g) => g.category !== 'liveint')
const rulesOfName = (name: string): GameRules => {
  const g = games.find((x) => x.name === name)
  const math = g && mathFor(g)
  if (!math) throw new Error(name)
  const rules = declaredOf(math).statement.rules
  if (!rules) throw new Error(`${name}: no rules`)
  return rules
}
const bet = (r: GameRules, name: RegExp) => r.bets.find((b) => name.test(b.name))

describe('rules a lab would accept', () => {
  it('French roulette: a straight pays 35:1, the largest win is 35×, la partage stated, every bet in Danish', () => {
    const r = rulesOfName('Fransk Roulette')
    expect(bet(r, /^Enkelt tal/)?.pays).toBe('35:1')
    expect(bet(r, /^To tal/)?.pays).toBe('17:1')
    expect(bet(r, /^Fire tal/)?.pays).toBe('8:1')
    expect(bet(r, /^Seks tal/)?.pays).toBe('5:1')
    expect(r.maxWin.multiplier).toBe(35)
    expect(r.table.join(' ')).toMatch(/La partage/)
    // Even-money bets return 98,65 %, the others 97,30 %: the range is stated.
    expect(r.rtp.min).toBeCloseTo(36 / 37, 10)
    expect(r.rtp.max).toBeCloseTo(73 / 74, 10)
  })

  it('sic bo and baccarat state every bet with its odds and their true top win', () => {
    const sb = rulesOfName('Sic Bo Bord')
    expect(sb.bets.length).toBeGreaterThanOrEqual(20)
    for (const b of sb.bets) expect(b.pays, b.name).toMatch(/\d:1/)
    expect(bet(sb, /^Bestemt tripel/)?.pays).toBe('180:1')
    expect(bet(sb, /^Vilkårlig tripel/)?.pays).toBe('30:1')
    expect(bet(sb, /^Sum 4$/)?.pays).toBe('60:1')
    expect(sb.maxWin.multiplier).toBe(180)
    expect(sb.rtp.min).toBeLessThan(sb.rtp.max)
    const bac = rulesOfName('Punto Banco')
    expect(bac.bets.map((b) => [b.name, b.pays])).toEqual([
      ['Spiller', '1:1'],
      ['Bank', '0,95:1'],
      ['Uafgjort', '8:1'],
    ])
    expect(bac.maxWin.multiplier).toBe(8)
  })

  it('blackjack states S17, 3:2, peek, splits and that there is no insurance', () => {
    const t = rulesOfName('Classic Blackjack').table.join(' ')
    for (const w of ['3:2', 'S17', 'peek', 'Split op til 4', 'Ingen forsikring']) expect(t).toContain(w)
  })

  it('no bet shows a code key; every table game shows its RTP range', () => {
    for (const g of games.filter((x) => x.category === 'table')) {
      const math = mathFor(g)
      const r = math && declaredOf(math).statement.rules
      for (const b of r?.bets ?? []) expect(b.name, g.name).not.toMatch(/_/)
      expect(r?.rtp.min).toBeLessThanOrEqual(r?.rtp.declared ?? 0)
      expect(r?.rtp.max).toBeGreaterThanOrEqual(r?.rtp.declared ?? 1)
    }
  })

  it('a slot with free spins states its awards, multiplier and cap; a bought bonus its price and RTP', () => {
    const withFs = games.filter((g) => g.features.includes('freespins') && g.buy_bonus)
    expect(withFs.length).toBeGreaterThan(0)
    for (const g of withFs) {
      const math = mathFor(g)
      const r = math && declaredOf(math).statement.rules
      const fs = r?.features.find((f) => f.name === 'Free spins')?.lines.join(' ') ?? ''
      expect(fs).toMatch(/3 scattere: \d+ free spins/)
      expect(fs).toMatch(/højst \d+ free spins i alt/)
      expect(r?.buy?.price).toBeGreaterThan(1)
      expect(r?.features.find((f) => f.name === 'Køb bonus')?.lines[0]).toMatch(/RTP \d+,\d\d %/)
      expect(r?.rtp.min).toBeLessThanOrEqual(r?.rtp.max ?? 0)
    }
  })

  it('a jackpot game shows one payback everywhere: the lobby figure is the rules figure', () => {
    for (const g of games.filter((x) => x.category === 'jackpots')) {
      const math = mathFor(g)
      const d = math && declaredOf(math)
      expect(d?.statement.rules?.rtp.declared).toBeCloseTo(g.payback_bp / 10_000, 4)
      expect(d?.statement.rules?.features.some((f) => f.name === 'Jackpot')).toBe(true)
    }
  })
})
