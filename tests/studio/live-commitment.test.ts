import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  type BlackjackOutcome,
  type BlackjackSeat,
  SHOE_SIZE,
  sharedBlackjack,
} from '../../studio/engine/live/blackjack'
import { checkLiveProof, commitmentOf, outcomeFromSeed, seedRng } from '../../studio/engine/live/commitment'
import { sha256Hex } from '../../studio/engine/live/sha256'
import { liveGame } from '../../studio/engine/live/tables'
import { HiddenCard } from '../../studio/engine/live/types'

const nodeSha = (s: string) => createHash('sha256').update(s).digest('hex')

describe('live commit and reveal: the player-side check', () => {
  it('its SHA-256 is the standard one (FIPS 180-4 vectors, every padding length, random text)', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
    for (let n = 0; n < 200; n++) {
      const s = randomBytes(n).toString('latin1') + (n % 3 === 0 ? 'ø€' : '')
      expect(sha256Hex(s), `length ${n}`).toBe(nodeSha(s))
    }
  })

  it('a seed draws the same outcome every time, another seed or round another one, each value in range', () => {
    const roulette = liveGame('roulette')
    const seed = 'a'.repeat(64)
    expect(outcomeFromSeed(roulette, seed, 'r1')).toBe(outcomeFromSeed(roulette, seed, 'r1'))
    const pockets = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const p = (JSON.parse(outcomeFromSeed(roulette, seed, `r${i}`)) as { pocket: number }).pocket
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThan(37)
      pockets.add(p)
    }
    expect(pockets.size).toBe(37)
    const rng = seedRng(seed, 'x')
    for (let i = 0; i < 1000; i++) expect(rng.int(7)).toBeLessThan(7)
    expect(() => rng.int(0)).toThrow(RangeError)
  })

  it('checks a proof: a true one passes; a changed seed, outcome, round or commitment fails', () => {
    for (const kind of ['roulette', 'lyn-roulette', 'blackjack', 'baccarat', 'holdem', 'wheel'] as const) {
      const game = liveGame(kind)
      // A seed whose round-2 draw differs from round-1 (roulette repeats a pocket 1 time in 37), so a
      // proof moved to another round must fail for the round's sake and not pass by coincidence.
      let seed = randomBytes(32).toString('hex')
      while (outcomeFromSeed(game, seed, 'round-2') === outcomeFromSeed(game, seed, 'round-1'))
        seed = randomBytes(32).toString('hex')
      const outcome = outcomeFromSeed(game, seed, 'round-1')
      const commitment = commitmentOf(outcome, seed)
      expect(commitment).toBe(nodeSha(outcome + seed))
      expect(checkLiveProof(game, 'round-1', commitment, { outcome, salt: seed })).toEqual({
        committed: true,
        derived: true,
        ok: true,
      })
      const other = randomBytes(32).toString('hex')
      expect(checkLiveProof(game, 'round-1', commitment, { outcome, salt: other }).ok).toBe(false)
      // An outcome committed honestly but not drawn from its seed is caught by the derivation.
      const picked = outcomeFromSeed(game, other, 'round-1')
      if (picked !== outcome)
        expect(
          checkLiveProof(game, 'round-1', commitmentOf(picked, seed), { outcome: picked, salt: seed }),
        ).toEqual({ committed: true, derived: false, ok: false })
      expect(checkLiveProof(game, 'round-2', commitment, { outcome, salt: seed }).ok).toBe(false)
      expect(checkLiveProof(game, 'round-1', nodeSha('x'), { outcome, salt: seed }).ok).toBe(false)
    }
  })
})

// Card ids of the first suit: rank id % 13, 0 the ace.
const A = 0
const c = (rank: number) => rank - 1

function shoeOf(front: number[], back: number[]): BlackjackOutcome {
  const rest = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52)
  for (const id of [...front, ...back]) rest.splice(rest.indexOf(id), 1)
  return { shoe: [...front, ...rest, ...[...back].reverse()] }
}

describe('shared-hand blackjack in steps: a seat reads only the cards of the steps closed', () => {
  const game = sharedBlackjack(0.99)
  const d = game.decisions
  if (!d?.visible) throw new Error('blackjack shows its cards in steps')
  const visible = d.visible
  const bets = [{ spot: 'main', amount: 100 }]

  it("a hit's card is not read before its step closes; then it is the shoe's next card", () => {
    const o = shoeOf([c(5), c(6), c(9), c(4)], [c(10), c(7)])
    const seat = d.start(o, bets)
    expect(() => d.act(seat, 'hit', visible(o, 0))).toThrow(HiddenCard)
    const after = d.act(seat, 'hit', visible(o, 1)).seat as BlackjackSeat
    expect(after.hands[0]?.cards).toEqual([c(5), c(6), c(9)])
    expect(() => d.act(after, 'hit', visible(o, 1))).toThrow(HiddenCard)
    // The whole outcome gives the same cards: the steps change when cards show, never which.
    expect(d.act(seat, 'hit', o).seat).toEqual(after)
  })

  it('split aces: the second hand waits for its card, shown one step later; the seat has no choice meanwhile', () => {
    const o = shoeOf([A, A + 13, c(9), c(10)], [c(10), c(7)])
    const seat = d.start(o, bets)
    const split = d.act(seat, 'split', visible(o, 1))
    expect(split.extraStake).toBe(100)
    const waiting = split.seat as BlackjackSeat
    expect(waiting.waiting).toBe(true)
    expect(waiting.hands.map((h) => h.cards)).toEqual([[A, c(9)], [A + 13]])
    expect(d.legal(waiting)).toEqual([])
    expect(d.view(waiting)).toMatchObject({ active: null, legal: [], pending: 'card' })
    const full = d.act(seat, 'split', visible(o, 2)).seat as BlackjackSeat
    expect(full.hands.map((h) => h.cards)).toEqual([
      [A, c(9)],
      [A + 13, c(10)],
    ])
    expect(full.done).toBe(true)
    expect(d.act(seat, 'split', o).seat).toEqual(full)
  })

  it('a decision of the open step is shown as pending, with no choices', () => {
    const o = shoeOf([c(5), c(6), c(9)], [c(10), c(7)])
    const seat = d.start(o, bets)
    expect(d.view(seat, 'hit')).toMatchObject({ legal: [], pending: 'hit' })
    expect(d.view(seat)).toMatchObject({ legal: ['hit', 'stand', 'double'], pending: null })
  })
})
