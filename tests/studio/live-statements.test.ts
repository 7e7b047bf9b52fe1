import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../server/seed/catalogue'
import { liveDeclared } from '../../studio/engine/live/declared'
import holdemSim from '../../studio/engine/live/holdem-sim.json' with { type: 'json' }
import { liveStatements } from '../../studio/engine/live/statement'
import { LIVE_STATEMENTS } from '../../studio/engine/live/statements'
import { liveTable, liveTables } from '../../studio/engine/live/tables'

describe('live statements', () => {
  const fresh = liveStatements(holdemSim.chunks)

  it('the committed statements.json is what the engines compute now (npm run rtp -- --live --write)', () => {
    for (const kind of Object.keys(fresh) as (keyof typeof fresh)[]) {
      const a = fresh[kind]
      const b = LIVE_STATEMENTS[kind]
      expect(b.rtp, kind).toBeCloseTo(a.rtp, 12)
      expect(b.hitFrequency, kind).toBeCloseTo(a.hitFrequency, 12)
      expect(b.stdDev, kind).toBeCloseTo(a.stdDev, 10)
      expect(b.maxWin.multiplier, kind).toBe(a.maxWin.multiplier)
      expect(b.method, kind).toEqual(a.method)
      for (const [bet, rtp] of Object.entries(a.bets ?? {}))
        expect(b.bets?.[bet], `${kind} ${bet}`).toBeCloseTo(rtp, 12)
    }
  }, 60_000)

  it("states the published figures: roulette 97.30, Lyn 97.30, baccarat banker 98.94, blackjack 99.59, wheel 96.25, hold'em 97.84", () => {
    expect(LIVE_STATEMENTS.roulette.rtp).toBeCloseTo(0.973, 4)
    expect(LIVE_STATEMENTS['lyn-roulette'].rtp).toBeCloseTo(0.973, 4)
    expect(LIVE_STATEMENTS['lyn-roulette'].maxWin.multiplier).toBe(501)
    expect(LIVE_STATEMENTS.baccarat.rtp).toBeCloseTo(0.9894, 4)
    expect(LIVE_STATEMENTS.baccarat.bets?.tie).toBeCloseTo(0.8564, 4)
    expect(LIVE_STATEMENTS.blackjack.rtp).toBeCloseTo(0.9959, 3)
    expect(LIVE_STATEMENTS.wheel.rtp).toBeCloseTo(2027 / 2106, 12)
    // Hold'em declares optimal play (GLI-19: a game with decisions states its optimal return).
    expect(LIVE_STATEMENTS.holdem.rtp).toBe(0.9784)
  })

  it("every live catalogue game's payback is its kind's declared RTP, and its table runs that math", () => {
    const live = generateCatalogue(new Date('2026-11-24')).filter((g) => g.category === 'liveint')
    expect(live).toHaveLength(100)
    for (const g of live) {
      const t = liveTable(g.game_id)
      if (!t) throw new Error(`${g.game_id} has no table`)
      expect(t.name, g.game_id).toBe(g.name)
      expect(g.payback_bp, g.game_id).toBe(Math.round(LIVE_STATEMENTS[t.kind].rtp * 10_000))
      expect(t.game.rtp, g.game_id).toBe(LIVE_STATEMENTS[t.kind].rtp)
      expect(liveDeclared(g.game_id)?.kind).toBe(t.kind)
    }
    expect(liveTables().map((t) => t.gameId)).toEqual(live.map((g) => g.game_id))
  })
})
