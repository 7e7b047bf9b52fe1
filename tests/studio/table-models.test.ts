import { describe, expect, it } from 'vitest'
import { TABLE_STATEMENTS } from '../../studio/engine/models/statements'
import { stakeLadder } from '../../studio/engine/stakes'
import { coup, shoe } from '../../studio/engine/table/baccarat'
import { DECKS as BJ_DECKS } from '../../studio/engine/table/blackjack/cards'
import { act, deal as dealBlackjack } from '../../studio/engine/table/blackjack/round'
import { TABLE_MODELS } from '../../studio/engine/table/index'
import { deal as dealRedDog, DECKS as RD_DECKS } from '../../studio/engine/table/red-dog'
import { DOUBLE_ZERO, spin } from '../../studio/engine/table/roulette'
import { roll } from '../../studio/engine/table/sicbo'
import { dealingCards, scripted } from './table-sim'

const LADDER = stakeLadder(10)

const cards = dealingCards

// The catalogue's declared paybacks in percent, as a test lab would read them from the published figures.
const DECLARED: Record<string, number> = {
  'roulette-eu': 97.3,
  'roulette-fr': 98.65,
  'roulette-us': 94.74,
  'baccarat-8d': 98.94,
  sicbo: 97.22,
}

describe('the table model registry', () => {
  it('holds exactly the seven table models', () => {
    expect(Object.keys(TABLE_MODELS).sort()).toEqual(
      [
        'baccarat-8d',
        'blackjack-6d',
        'red-dog-8d',
        'roulette-eu',
        'roulette-fr',
        'roulette-us',
        'sicbo',
      ].sort(),
    )
  })

  it('each statement is exact, names its model, and declares its best bet', () => {
    for (const [id, m] of Object.entries(TABLE_MODELS)) {
      const s = m.statement
      expect(s.model, id).toBe(id)
      expect(s.method.kind, id).toBe('exact')
      expect(s.bets?.[m.declaredBet], id).toBe(s.rtp)
      expect(Math.max(...Object.values(s.bets ?? {})), id).toBe(s.rtp)
    }
  })

  // The seed and the lobby read the committed statements; these are what they must equal.
  it('the committed statements are the recomputed ones (npm run rtp -- --write)', () => {
    expect(Object.keys(TABLE_STATEMENTS).sort()).toEqual(Object.keys(TABLE_MODELS).sort())
    for (const [id, m] of Object.entries(TABLE_MODELS)) {
      const fresh = m.statement
      const committed = TABLE_STATEMENTS[id]
      if (!committed) throw new Error(`no committed statement for ${id}`)
      expect(committed.model, id).toBe(fresh.model)
      expect(Math.abs(committed.rtp - fresh.rtp) * 100, id).toBeLessThan(0.01)
      expect(committed.hitFrequency, id).toBeCloseTo(fresh.hitFrequency, 6)
      expect(committed.stdDev, id).toBeCloseTo(fresh.stdDev, 6)
      expect(committed.maxWin.multiplier, id).toBe(fresh.maxWin.multiplier)
      expect(committed.maxWin.probability / fresh.maxWin.probability, id).toBeCloseTo(1, 9)
      expect(committed.method, id).toEqual(fresh.method)
      expect(Object.keys(committed.bets ?? {}), id).toEqual(Object.keys(fresh.bets ?? {}))
      for (const [bet, rtp] of Object.entries(fresh.bets ?? {})) {
        expect(Math.abs((committed.bets?.[bet] ?? 0) - rtp) * 100, `${id} ${bet}`).toBeLessThan(0.01)
      }
    }
  })

  it('the declared paybacks match the published figures to 0.01 pp', () => {
    for (const [id, pct] of Object.entries(DECLARED)) {
      expect(Math.abs((TABLE_MODELS[id]?.statement.rtp ?? 0) * 100 - pct), id).toBeLessThan(0.01)
    }
  })

  // CPU time, not wall time: the machine is shared, and only the work itself is the engine's.
  it('computes each statement in well under a second of CPU, blackjack in a few', () => {
    for (const [id, m] of Object.entries(TABLE_MODELS)) {
      const t = process.cpuUsage()
      void m.statement
      const { user, system } = process.cpuUsage(t)
      expect((user + system) / 1000, id).toBeLessThan(id === 'blackjack-6d' ? 10_000 : 1_000)
    }
  })
})

describe('each maximum win is produced by a constructed outcome', () => {
  const top = (id: string) => TABLE_MODELS[id]?.statement.maxWin.multiplier ?? Number.NaN

  it('roulette: a straight up on its pocket', () => {
    expect(
      spin('european', [{ type: 'straight', numbers: [17], stake: 10 }], LADDER, scripted(17)).total,
    ).toBe(10 * top('roulette-eu'))
    expect(
      spin(
        'american',
        [{ type: 'straight', numbers: [DOUBLE_ZERO], stake: 10 }],
        LADDER,
        scripted(DOUBLE_ZERO),
      ).total,
    ).toBe(10 * top('roulette-us'))
    expect(spin('french', [{ type: 'red', stake: 10 }], LADDER, scripted(1)).total).toBe(
      10 * top('roulette-fr'),
    )
  })

  it('baccarat: a banker win', () => {
    // Player 2+3, banker 3+4: the player draws a ten and stays on 5, the banker stands on 7.
    const counts = shoe()
    const picks = [2, 3, 3, 4, 0].map((v) => {
      const k = counts.slice(0, v).reduce((x, y) => x + y, 0)
      counts[v] = (counts[v] as number) - 1
      return k
    })
    expect(coup([{ bet: 'banker', stake: 20 }], LADDER, scripted(...picks)).total).toBe(
      20 * top('baccarat-8d'),
    )
  })

  it('sic bo: small on 1, 2, 4', () => {
    expect(roll([{ type: 'small', stake: 10 }], LADDER, scripted(0, 1, 3)).total).toBe(10 * top('sicbo'))
  })

  it('red dog: three of a kind', () => {
    expect(dealRedDog(10, LADDER, cards(RD_DECKS, 8, 8, 8)).total).toBe(10 * top('red-dog-8d'))
  })

  it('blackjack: eights split to four hands, each doubled to 21, dealer busts', () => {
    const [E, S, T, TEN] = [7, 5, 2, 9]
    const rng = cards(BJ_DECKS, E, S, E, TEN, E, E, T, TEN, T, TEN, T, TEN, T, TEN, TEN)
    let s = dealBlackjack(10, LADDER, rng)
    for (const a of ['split', 'split', 'split', 'double', 'double', 'double', 'double'] as const)
      s = act(s, a, rng)
    expect(s.hands.map((h) => h.cards.length)).toEqual([3, 3, 3, 3])
    expect(s.total).toBe(10 * top('blackjack-6d'))
  })
})
