import { describe, expect, it } from 'vitest'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { openGame } from '../helpers/studio-helper.ts'
import type { expectReconciled } from '../helpers/wallet-helper.ts'

type Hand = { cards: unknown[] }
type View = { dealer: unknown[]; hands: Hand[]; phase: string }
type Stored = { state: { dealer: unknown[]; hands: Hand[] } }

/** What the record holds: every card a player was shown must be there, at the same place. */
async function recordOf(t: Parameters<typeof expectReconciled>[0], roundId: string): Promise<Stored> {
  const row = await (
    t.db.db as never as import('kysely').Kysely<{ studio_rounds: { id: string; outcome: unknown } }>
  )
    .selectFrom('studio_rounds')
    .select('outcome')
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow()
  return (typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome) as Stored
}

const prefix = (shown: unknown[], stored: unknown[]) => expect(stored.slice(0, shown.length)).toEqual(shown)

describe('a hand changes only in order (issue 31.2)', () => {
  const { t, id } = appWithFundedPlayer(5_000_000)

  it('50 raced pairs of blackjack actions: every answered card is in the record, the loser gets 409', async () => {
    const { c, stake } = await openGame(t, 'blackjack', id())
    let n = 0
    let pairs = 0
    let raced = 0
    for (let tries = 0; pairs < 50 && tries < 400; tries++) {
      const deal = (await c.post('round/deal', { stake }, ++n)).json()
      expect(deal.success, JSON.stringify(deal)).toBe(true)
      if (deal.data.round.state !== 'drawn') continue
      const roundId = deal.data.round.roundId as string
      const second = pairs % 2 === 0 ? 'round/hit' : 'round/stand'
      // Both calls in step with the session's numbers, sent together.
      const answers = await Promise.all([c.post('round/hit', {}, ++n), c.post(second, {}, ++n)])
      pairs++
      const ok = answers.filter((a) => a.statusCode === 200)
      const refused = answers.filter((a) => a.statusCode !== 200)
      expect(ok.length).toBeGreaterThanOrEqual(1)
      for (const a of refused) {
        expect(a.statusCode, a.body).toBe(409)
        expect(a.json().success).toBe(false)
        expect(['ROUND_CHANGED', 'NO_OPEN_ROUND', 'SEQUENCE']).toContain(a.json().data.code)
        expect(a.json().errorMessage).toMatch(/^(Der|Handlingen|Din) .*\.$/)
      }
      if (refused.length === 1) raced++
      // Close the hand so the next deal can start.
      for (let k = 0; k < 10; k++) {
        const session = (await c.get('session')).json().data
        n = session.seq
        if (!session.open) break
        const s = await c.post('round/stand', {}, ++n)
        if (s.statusCode !== 200) n = s.json().data.seq ?? n
      }
      const record = await recordOf(t, roundId)
      for (const a of ok) {
        const view = a.json().data.round.outcome as View
        prefix(view.dealer, record.state.dealer)
        view.hands.forEach((h, i) => {
          prefix(h.cards, record.state.hands[i]?.cards ?? [])
        })
      }
    }
    expect(pairs).toBe(50)
    expect(raced).toBeGreaterThan(0)
  }, 300_000)
})
