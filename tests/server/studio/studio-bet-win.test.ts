import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { studioGames } from '../../../studio/server/games.ts'
import { count } from '../helpers/accounts-helper.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { client, gameOf, openGame } from '../helpers/studio-helper.ts'
import { cashOf, fund, STUDIO_SECRET, userId, wallet } from '../helpers/wallet-helper.ts'

/** What the player is told when the stake is more than the balance (studio/server/texts.ts). */
const TOO_LOW = 'Din saldo er for lav til denne indsats.'

/**
 * Issue 29.7: a plain slot money round (no jackpot, no decision) moves its stake and its win in one
 * wallet call, booked as the bet and the win they are, in one ledger transaction; a retry of that call
 * moves nothing and answers the first answer; a refusal moves nothing and stays a refusal.
 */
describe('one wallet call per plain slot round (issue 29.7)', () => {
  const { t, id } = appWithFundedPlayer(10_000_000)

  /** The round's ledger rows: kind, amount, key and the database transaction that wrote each. */
  const opsOf = async (roundId: string) =>
    (
      await sql<{ kind: string; amount: string; idem_key: string; xid: string }>`
        select kind, amount, idem_key, xmin::text as xid from wallet_ops where ref = ${roundId} order by id`.execute(
        t.db.db,
      )
    ).rows.map((o) => ({ ...o, amount: Number(o.amount) }))

  it('stake and win are booked together, as a bet and a win, in one ledger transaction', async () => {
    const { c, stake } = await openGame(t, 'slot', id())
    let wins = 0
    let losses = 0
    for (let i = 0; i < 60 && (wins < 2 || losses < 2); i++) {
      const before = await cashOf(t, id())
      const res = await c.post('round/spin', { stake, purchase: false })
      expect(res.statusCode, res.body).toBe(200)
      const { round, balance } = res.json().data
      expect(round).toMatchObject({ state: 'settled', stake, balanceBefore: before })
      expect(round.balanceAfter).toBe(before - stake + round.win)
      expect(balance.balance + balance.bonusBalance).toBe(before - stake + round.win)
      expect(await cashOf(t, id())).toBe(before - stake + round.win)
      const ops = await opsOf(round.roundId)
      expect(ops.map((o) => [o.kind, o.amount])).toEqual(
        round.win > 0
          ? [
              ['bet', stake],
              ['win', round.win],
            ]
          : [['bet', stake]],
      )
      // Written by one transaction: a crash leaves both or neither.
      expect(new Set(ops.map((o) => o.xid)).size).toBe(1)
      if (round.win > 0) wins++
      else losses++
    }
    expect(wins).toBeGreaterThanOrEqual(2)
    expect(losses).toBeGreaterThanOrEqual(2)
    // Recall and history read the rounds as before: the recall lists them settled.
    const recall = (await c.get('recall')).json().data.rounds
    expect(recall.length).toBeGreaterThan(0)
    expect(recall.every((r: { state: string }) => r.state === 'settled')).toBe(true)
  })

  it("the round's call sent again changes nothing and answers the first answer", async () => {
    const { game: slot, c, stake } = await openGame(t, 'slot', id())
    const res = await c.post('round/spin', { stake, purchase: false })
    expect(res.statusCode, res.body).toBe(200)
    const round = res.json().data.round
    const [bet] = await opsOf(round.roundId)
    // The studio's own transaction id, as the ledger keeps it under the provider's name.
    const transactionId = String(bet?.idem_key).replace(/^betwin:studio:/, '')
    const body = {
      userId: id(),
      roundId: round.roundId,
      transactionId,
      gameId: slot.gameId,
      amount: stake,
      win: round.win,
    }
    const before = await cashOf(t, id())
    const ops = await count(t, 'wallet_ops')
    const again = await wallet(t, 'bet-win', body)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ duplicate: true, balance: before })
    expect(await cashOf(t, id())).toBe(before)
    expect(await count(t, 'wallet_ops')).toBe(ops)
    // The same id with another win is not the same call: refused, nothing moves.
    const other = await wallet(t, 'bet-win', { ...body, win: round.win + 100 })
    expect(other.statusCode).toBe(409)
    expect(other.json().data.code).toBe('KEY_REUSED')
    // Nor can its stake be rolled back alone (the win would stay).
    const rollback = await wallet(t, 'rollback', {
      userId: id(),
      roundId: round.roundId,
      transactionId: `${transactionId}:rollback`,
      betTransactionId: transactionId,
    })
    expect(rollback.statusCode).toBe(409)
    expect(rollback.json().data.code).toBe('ROUND_SETTLED')
    expect(await cashOf(t, id())).toBe(before)
    expect(await count(t, 'wallet_ops')).toBe(ops)
  })

  it('bet-win straight on the wallet: first answer kept, parallel retries book once', async () => {
    const slot = gameOf('slot')
    const before = await cashOf(t, id())
    const body = {
      userId: id(),
      roundId: 'bw-direct-1',
      transactionId: 'bw-direct-1:tx',
      gameId: slot.gameId,
      amount: 500,
      win: 1_250,
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => wallet(t, 'bet-win', body)))
    for (const a of answers) expect(a.statusCode, a.body).toBe(200)
    const ids = new Set(answers.map((a) => a.json().data.transactionId))
    expect(ids.size).toBe(1)
    expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1)
    expect(await cashOf(t, id())).toBe(before - 500 + 1_250)
    expect((await opsOf('bw-direct-1')).map((o) => [o.kind, o.amount])).toEqual([
      ['bet', 500],
      ['win', 1_250],
    ])
  })

  it('rounds of eight games settling at once each keep their own balances and hold in the record', async () => {
    const slots = [...studioGames().values()]
      .filter((g) => g.kind === 'slot' && g.platform === 'all' && g.math.kind === 'slot' && !g.math.jackpot)
      .slice(0, 8)
    expect(slots).toHaveLength(8)
    const clients = await Promise.all(
      slots.map((g) => client(t, g.gameId, id(), 'money', { holdFeatures: true })),
    )
    const answers = await Promise.all(
      clients.map((c) => c.post('round/spin', { stake: c.session.game.stakes[0], purchase: false })),
    )
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      const { round } = res.json().data
      const row = await sql<{
        state: string
        balance_before: string
        balance_after: string
        holds_until: Date | null
        version: number
      }>`select state, balance_before, balance_after, holds_until, version from studio_rounds where id = ${round.roundId}`.execute(
        t.db.db,
      )
      const r = row.rows[0]
      expect(r?.state).toBe('settled')
      expect(Number(r?.balance_before)).toBe(round.balanceBefore)
      expect(Number(r?.balance_after)).toBe(round.balanceAfter)
      expect(round.balanceAfter).toBe(round.balanceBefore - round.stake + round.win)
      expect(r?.holds_until?.toISOString() ?? null).toBe(round.holdsUntil)
      expect(r?.version).toBe(1)
    }
  })

  it('a round the balance cannot cover moves nothing, is voided, and its call stays refused', async () => {
    const slot = gameOf('slot')
    const poor = await userId(t, 'mindep01')
    const c = await client(t, slot.gameId, poor)
    const stake = c.session.game.stakes.at(-1) as number
    await fund(t, poor, stake - 1 - (await cashOf(t, poor)))
    const before = await cashOf(t, poor)
    expect(before).toBe(stake - 1)
    const ops = await count(t, 'wallet_ops')
    const res = await c.post('round/spin', { stake, purchase: false })
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ success: false, errorMessage: TOO_LOW })
    expect(await cashOf(t, poor)).toBe(before)
    const row = (
      await sql<{ id: string; state: string }>`select id, state from studio_rounds
        where user_id = ${poor} order by created_at desc limit 1`.execute(t.db.db)
    ).rows[0] ?? { id: '', state: 'none' }
    expect(row.state).toBe('voided')
    expect((await c.get('recall')).json().data.rounds).toHaveLength(0)
    // Nothing was booked: the only trace is the refusal the wallet keeps for a retry.
    expect((await opsOf(row.id)).map((o) => [o.kind, o.amount])).toEqual([['bet_refused', 0]])
    expect(await count(t, 'wallet_ops')).toBe(ops + 1)
    // Money arrives; the same call is still refused (the round it belonged to is void) …
    await fund(t, poor, stake)
    const [marker] = await opsOf(row.id)
    const retry = await wallet(t, 'bet-win', {
      userId: poor,
      roundId: row.id,
      transactionId: String(marker?.idem_key).replace(/^betwin:studio:/, ''),
      gameId: slot.gameId,
      amount: stake,
      win: 0,
    })
    expect(retry.statusCode).toBe(402)
    expect(await cashOf(t, poor)).toBe(before + stake)
    // … and the player's next round plays.
    const next = await c.post('round/spin', { stake, purchase: false })
    expect(next.statusCode, next.body).toBe(200)
    expect(await cashOf(t, poor)).toBe(before + stake - stake + next.json().data.round.win)
  })

  it('a table game keeps its bet and win calls', async () => {
    const roulette = gameOf('roulette')
    const c = await client(t, roulette.gameId, id())
    const res = await c.post('round/bet', { roulette: [{ type: 'red', stake: 1_000 }] })
    expect(res.statusCode, res.body).toBe(200)
    const ops = await opsOf(res.json().data.round.roundId)
    expect(ops[0]?.idem_key).toMatch(/^bet:studio:/)
  })

  it('hostile bodies on /wallet-api/bet-win are refused and write nothing', async () => {
    const good = {
      userId: id(),
      roundId: 'bw-h',
      transactionId: 'bw-h:tx',
      gameId: gameOf('slot').gameId,
      amount: 100,
      win: 0,
    }
    const ops = await count(t, 'wallet_ops')
    const before = await cashOf(t, id())
    const bad: object[] = [
      { ...good, win: -1 },
      { ...good, win: 1.5 },
      { ...good, win: '100' },
      { ...good, amount: 0 },
      { ...good, amount: 2e9 },
      { ...good, transactionId: '' },
      { ...good, userId: 'x' },
      { ...good, jackpotContribution: 101 },
      { ...good, bets: [{ spot: 'red', amount: 50 }] },
      { ...good, win: undefined },
    ]
    for (const body of bad) {
      const res = await wallet(t, 'bet-win', body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
    }
    expect((await wallet(t, 'bet-win', good, `${STUDIO_SECRET}x`)).statusCode).toBe(401)
    expect(await count(t, 'wallet_ops')).toBe(ops)
    expect(await cashOf(t, id())).toBe(before)
  })
})
