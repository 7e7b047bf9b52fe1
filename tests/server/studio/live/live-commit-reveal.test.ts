import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { CASINO_LIVE_TABLES_PATH, LIVE_PATHS, type LiveRound } from '../../../../contract/live.ts'
import type { TestClock } from '../../../../platform/clock.ts'
import { checkLiveProof } from '../../../../studio/engine/live/commitment.ts'
import { liveGame } from '../../../../studio/engine/live/tables.ts'
import type { Built } from '../../helpers/helper.ts'
import { liveAppWithFundedPlayer, liveClient, liveTable, viewer } from '../../helpers/live-helper.ts'

/**
 * Issue 29: while a live round takes bets, its outcome is nowhere a player or a reader of the database
 * could find it. During the betting window the test dumps every table of the database (every row,
 * every column, as text) and every answer the game client can get (the HTTP calls, and every event of
 * a player's and an anonymous viewer's stream); after the result it finds the outcome and the seed it
 * was drawn from in none of them, and a player's own check of the published commitment succeeds (a
 * tampered seed or outcome fails it). The same dump after the result finds both: the search can see.
 */

type Row = Record<string, unknown>

/** A column's value as text: JSON columns as the engine writes JSON, everything else as it reads. */
const text = (v: unknown) =>
  v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : String(v)

/** Every row of every table of the app's schema, every column as text; and the rows by table. */
async function dumpDatabase(t: Built): Promise<{ text: string; rows: Map<string, Row[]> }> {
  const db = t.db.db
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  expect(tables.rows.map((r) => r.name)).toContain('studio_live_rounds')
  const parts: string[] = []
  const rows = new Map<string, Row[]>()
  for (const { name } of tables.rows) {
    const all = (await sql<Row>`select * from ${sql.table(name)}`.execute(db)).rows
    rows.set(name, all)
    for (const r of all) parts.push(`${name}: ${Object.values(r).map(text).join(' | ')}`)
  }
  return { text: parts.join('\n'), rows }
}

/** The outcome text, and for a shoe every run of 12 cards as JSON writes it. */
function tracesOf(outcome: string): string[] {
  const o = JSON.parse(outcome) as { shoe?: number[] }
  const out = [outcome]
  if (o.shoe) for (let i = 0; i + 12 <= o.shoe.length; i += 12) out.push(o.shoe.slice(i, i + 12).join(','))
  return out
}

describe('live commit and reveal: nothing tells a round’s outcome while bets are taken', () => {
  // A betting window long enough to read the whole database inside it on a busy machine.
  const { t, id, base } = liveAppWithFundedPlayer(5_000_000, { LIVE_BETTING_MS: '20000' }, 180_000)

  for (const kind of ['roulette', 'blackjack'] as const) {
    it(`${kind}: the database and every answer in the betting window hold only the commitment; the player's check passes after the result`, async () => {
      const def = liveTable(kind)
      const c = await liveClient(t, def.tableId, id())
      const mine = viewer(base(), def.tableId, c.session.eventsKey)
      const anyone = viewer(base(), def.tableId)
      // Up to a whole round (20 s of betting and the result) may run out first on a busy machine.
      const open = await mine.openRound(15_000, 0, 45_000)
      const round = open.round as LiveRound
      const bets =
        kind === 'roulette' ? [{ spot: 'red', amount: 200 }] : [{ spot: 'main', amount: def.limits.min }]

      const answers: string[] = []
      const get = async (url: string, headers: Record<string, string> = {}) => {
        const r = await t.app.inject({ method: 'GET', url, headers })
        expect(r.statusCode, `${url}: ${r.body}`).toBe(200)
        answers.push(`${url}: ${r.body}`)
      }
      const bet = await c.bet(round.id, bets)
      expect(bet.statusCode, bet.body).toBe(200)
      answers.push(bet.body)
      await get(LIVE_PATHS.tables)
      await get(LIVE_PATHS.time)
      await get(LIVE_PATHS.recall, c.headers)
      await get('/studio/api/session', c.headers)
      await get(CASINO_LIVE_TABLES_PATH)
      const dump = await dumpDatabase(t)
      // All of it was read while the round still took bets (by the server's clock).
      const phase = await t.db.db
        .selectFrom('studio_live_rounds' as never)
        .select('phase' as never)
        .where('id' as never, '=', round.id as never)
        .executeTakeFirstOrThrow()
      expect(phase).toEqual({ phase: 'open' })
      expect(t.clock.nowMs()).toBeLessThan(round.closesAt)
      const streamed = [...mine.events, ...anyone.events].map((e) => JSON.stringify(e.data))
      // The dump and the answers do hold the round: its row (nothing revealed) and its commitment.
      const row = dump.rows.get('studio_live_rounds')?.find((r) => r.id === round.id)
      expect(row).toMatchObject({
        phase: 'open',
        commitment: round.commitment,
        reveal: null,
        outcome: null,
        salt: null,
      })
      expect(dump.text).toContain(round.commitment)
      expect(streamed.join('\n')).toContain(round.commitment)
      for (const e of [...mine.states(), ...anyone.states()])
        if (e.round?.id === round.id)
          expect(e.round).toMatchObject({ phase: 'open', reveal: null, proof: null })

      // Betting ends (and a decision window, where there is one, with the seat's silence: it stands).
      const clock = t.clock as TestClock
      clock.advance(round.closesAt - clock.nowMs() + 100)
      if (def.decisionMs !== null) {
        await mine.until(() =>
          mine.states().find((s) => s.round?.id === round.id && s.round.phase !== 'open'),
        )
        clock.advance(def.decisionMs + 100)
      }
      const settled = await mine.roundIn(round.id, 'settled')
      const proof = settled.round?.proof
      if (!proof) throw new Error('no proof after the result')
      const window = [dump.text, ...answers, ...streamed].join('\n')
      expect(window).not.toContain(proof.salt)
      for (const trace of tracesOf(proof.outcome)) expect(window, trace).not.toContain(trace)

      // The player's check: the commitment published at the open, the proof at the result.
      const game = liveGame(kind)
      expect(checkLiveProof(game, round.id, round.commitment, proof)).toEqual({
        committed: true,
        derived: true,
        ok: true,
      })
      expect(settled.round?.reveal).toEqual(game.reveal(JSON.parse(proof.outcome)))
      // A changed seed or outcome fails it.
      const flip = (s: string) => (s[0] === '0' ? '1' : '0') + s.slice(1)
      expect(checkLiveProof(game, round.id, round.commitment, { ...proof, salt: flip(proof.salt) }).ok).toBe(
        false,
      )
      const other = [0, 1]
        .map((k) => JSON.stringify(game.draw({ int: (n) => (k === 0 ? n - 1 : 0) })))
        .find((o) => o !== proof.outcome) as string
      expect(checkLiveProof(game, round.id, round.commitment, { ...proof, outcome: other })).toMatchObject({
        committed: false,
        ok: false,
      })
      // The seed of this round does not draw another round's outcome.
      expect(checkLiveProof(game, `${round.id}x`, round.commitment, proof)).toMatchObject({
        derived: false,
        ok: false,
      })

      // Now published, the same search finds both in the database.
      const after = await dumpDatabase(t)
      expect(after.text).toContain(proof.salt)
      for (const trace of tracesOf(proof.outcome)) expect(after.text).toContain(trace)
      await mine.close()
      await anyone.close()
    }, 100_000)
  }
})
