import { describe, expect, it } from 'vitest'
import type { TestClock } from '../../../platform/clock.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { openGame } from '../helpers/studio-helper.ts'
import { cashOf } from '../helpers/wallet-helper.ts'

/**
 * Issue 30, item 5: the server holds a money slot round to at least 3 s from its start to the next
 * one's, and enforces an autoplay run's loss limit, its single-win limit, its count and its stop on a
 * feature, whatever the client does. Refusals are Danish and move no money.
 */
describe('the studio paces money rounds and enforces autoplay limits', () => {
  const { t, id } = appWithFundedPlayer(1_000_000)
  const wait = (ms: number) => (t.clock as TestClock).advance(ms)

  /** A round call sent at once, without the helper's 3 s wait. */
  async function open(mode: 'money' | 'fun' = 'money') {
    const { c, stake } = await openGame(t, 'slot', mode === 'money' ? id() : null, mode)
    let seq = c.session.seq as number
    const spin = (extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/studio/api/round/spin',
        headers: c.headers,
        payload: { seq: ++seq, stake, ...extra },
      })
    return { spin, stake, refusedSeq: () => seq-- }
  }

  it('money spins less than 3 s apart are refused in Danish and take no stake; at 3 s the next plays', async () => {
    const { spin, refusedSeq } = await open()
    wait(10_000)
    // The test clock also moves with real time: each try is placed from the round's start, which lies
    // between these two readings, so a slow machine cannot push a try past the 3 s.
    const sent = t.clock.nowMs()
    expect((await spin()).statusCode).toBe(200)
    const answered = t.clock.nowMs()
    const at = (from: number, ms: number) => wait(Math.max(0, from + ms - t.clock.nowMs()))
    for (const since of [0, 1000, 2000]) {
      at(sent, since)
      const before = await cashOf(t, id())
      const fast = await spin()
      expect(fast.statusCode).toBe(429)
      expect(fast.json()).toMatchObject({ success: false })
      expect(fast.json().errorMessage).toMatch(/^Vent et øjeblik: en runde varer mindst 3 sekunder/)
      expect(await cashOf(t, id())).toBe(before)
      refusedSeq()
    }
    at(answered, 3000)
    expect((await spin()).statusCode).toBe(200)
  })

  it('fun spins keep their quick pace', async () => {
    const { spin } = await open('fun')
    for (let i = 0; i < 3; i++) expect((await spin()).statusCode).toBe(200)
  })

  it('money autoplay without a loss limit is refused in Danish and takes no stake', async () => {
    const { spin } = await open()
    wait(10_000)
    const before = await cashOf(t, id())
    const res = await spin({
      auto: { run: 'run-without-limit', rounds: 10, lossLimit: null, winLimit: null },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().errorMessage).toBe('Autospil for rigtige penge kræver en tabsgrænse.')
    expect(await cashOf(t, id())).toBe(before)
  })

  it('an autoplay run never loses more than its loss limit, stops on a feature and after its rounds', async () => {
    const { spin, stake, refusedSeq } = await open()
    const lossLimit = 3 * stake
    let run = 0
    let net = 0
    let stoppedByLoss = false
    const auto = () => ({ run: `loss-run-${run}`, rounds: 1000, lossLimit, winLimit: null })
    for (let i = 0; i < 300 && !stoppedByLoss; i++) {
      wait(3000)
      const before = await cashOf(t, id())
      const res = await spin({ auto: auto() })
      if (res.statusCode === 200) {
        const r = res.json().data.round
        net += r.win - r.stake
        expect(-net).toBeLessThanOrEqual(lossLimit)
        const feature = r.outcome.outcome.spins.some((v: { kind: string }) => v.kind !== 'base')
        if (feature) {
          wait(3000)
          const next = await spin({ auto: auto() })
          expect(next.statusCode).toBe(409)
          expect(next.json().errorMessage).toBe('Autospil er stoppet ved en bonusfunktion.')
          refusedSeq()
          run++
          net = 0
        } else if (net > 0) {
          // A run ahead of its start could take hundreds of rounds to come back to its limit; a
          // fresh run keeps the walk to the limit short whatever the reels do.
          run++
          net = 0
        }
        continue
      }
      expect(res.statusCode).toBe(409)
      expect(res.json().errorMessage).toBe('Autospil er stoppet: tabsgrænsen er nået.')
      expect(await cashOf(t, id())).toBe(before)
      // Stopped exactly when one more round could take the loss past the limit.
      expect(-net + stake).toBeGreaterThan(lossLimit)
      refusedSeq()
      stoppedByLoss = true
    }
    expect(stoppedByLoss).toBe(true)

    // A run of 2 rounds plays 2 and refuses the third.
    const counted = { run: 'two-rounds', rounds: 2, lossLimit: 100 * stake, winLimit: null }
    const codes: number[] = []
    for (let i = 0; i < 3; i++) {
      wait(3000)
      const res = await spin({ auto: counted })
      codes.push(res.statusCode)
      if (res.statusCode !== 200) {
        expect(res.json().errorMessage).toMatch(
          /^Autospil er (færdigt: alle runder er spillet|stoppet ved en bonusfunktion)\.$/,
        )
        refusedSeq()
      }
    }
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(2)
    expect(codes[2]).toBe(409)
  })
})
