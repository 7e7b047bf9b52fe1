import { describe, expect, it } from 'vitest'
import { SLOT_MODELS } from '../../studio/engine/models/index.ts'
import { type Rng, rejectFrom, seededRng } from '../../studio/engine/rng.ts'
import { lineWin, lineWinHeld, scatterCount, wildReels } from '../../studio/engine/slots/evaluate.ts'
import { machineOf } from '../../studio/engine/slots/machine.ts'
import { drawStops, playRound } from '../../studio/engine/slots/play.ts'

/**
 * The simulation's shortcuts must not change a single result: the seeded generator drawn inline, the
 * scatters and wilds counted while drawing, the precomputed runs of three. Each is checked against the
 * plain path it replaces, the one play uses.
 */

/** The same seeded words through nothing but the Rng interface: the path a crypto Rng takes. */
const plain = (seed: number): Rng => {
  const inner = seededRng(seed)
  return { int: (n) => inner.int(n) }
}

describe('the inlined seeded draw', () => {
  it('rejects from the largest multiple of n below 2^32, as the floating-point formula says', () => {
    for (const n of [1, 2, 3, 22, 23, 37, 52, 1000, 999_983, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1]) {
      expect(rejectFrom(n), String(n)).toBe(2 ** 32 - (2 ** 32 % n))
    }
  })

  it('draws each value as int(n) does, for every length up to 2^32 - 1', () => {
    // The batch takes its remainder through 1 / n: the words near each multiple of n are the edge.
    const ns = Int32Array.of(1, 3, 37, 999_983, 2 ** 31 - 1)
    const wide = [2 ** 31 + 1, 3_000_000_019, 2 ** 32 - 1]
    for (const big of wide) {
      const n = Int32Array.of(...ns, big | 0)
      const lengths = [...ns, big]
      const limits = Float64Array.from(lengths, rejectFrom)
      const inverses = Float64Array.from(lengths, (x) => 1 / x)
      const out = new Int32Array(n.length)
      const batch = seededRng(big)
      const one = seededRng(big)
      for (let i = 0; i < 20_000; i++) {
        batch.draws(out, n, limits, inverses, n.length, 0b10)
        for (let r = 0; r < n.length; r++) {
          if (r === 1) continue
          expect(out[r]! >>> 0).toBe(one.int(lengths[r]!))
        }
      }
    }
  })

  for (const model of SLOT_MODELS) {
    it(`${model.id}: same stops, heights, scatters and wilds as the Rng interface gives`, () => {
      const fast = machineOf(model)
      const slow = machineOf({ ...model })
      const a = seededRng(0xd1ce)
      const b = plain(0xd1ce)
      const heldRng = seededRng(9)
      let differ = 0
      for (let i = 0; i < 20_000; i++) {
        // Respin models also draw with inner reels held (their stops stay).
        const held = model.expandingRespin ? heldRng.int(8) << 1 : 0
        drawStops(fast, a, held)
        drawStops(slow, b, held)
        for (let r = 0; r < fast.R; r++) {
          if (fast.stops[r] !== slow.stops[r] || fast.heights[r] !== slow.heights[r]) differ++
        }
        if (fast.scatters !== scatterCount(fast) || fast.wilds !== wildReels(fast)) differ++
      }
      expect(differ).toBe(0)
    })
  }

  it('every model pays the same rounds, features included, through either path', () => {
    for (const model of SLOT_MODELS) {
      const fast = machineOf(model)
      const slow = machineOf({ ...model })
      const a = seededRng(0xbeef)
      const b = plain(0xbeef)
      let sumFast = 0
      let sumSlow = 0
      for (let i = 0; i < 50_000; i++) {
        sumFast += playRound(fast, a, null, false)
        sumSlow += playRound(slow, b, null, false)
      }
      expect(sumFast, model.id).toBe(sumSlow)
      expect(sumFast, model.id).toBeGreaterThan(0)
    }
  })
})

describe('the precomputed runs of three', () => {
  for (const model of SLOT_MODELS.filter((m) => m.evaluation.kind === 'lines')) {
    it(`${model.id}: pay what every symbol tried on all five reels pays`, () => {
      const m = machineOf(model)
      const rng = seededRng(0x11e5)
      let paid = 0
      for (let i = 0; i < 200_000; i++) {
        drawStops(m, rng, 0)
        const win = lineWin(m, 0, null)
        if (win !== lineWinHeld(m, 0, null)) expect([...m.stops]).toEqual('the same win')
        paid += win
      }
      expect(paid).toBeGreaterThan(0)
    })
  }
})
