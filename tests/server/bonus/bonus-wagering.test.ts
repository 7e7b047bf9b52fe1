import { describe, expect, it } from 'vitest'
import { client, gameOf } from '../helpers/studio-helper.ts'
import { balances, deposit, player, wallet, walletApp } from '../helpers/wallet-helper.ts'

/**
 * Issue 31, item 1: a bonus's wagering counts only real risk. The wallet decides it when the stake is
 * debited: slots at their rate, table and live games at theirs, and a round's bets count by their
 * net risk (opposite bets and roulette spins covering more than 24 numbers cancel).
 */
describe('bonus wagering counts the net risk of a round, at the game’s stated rate', () => {
  const t = walletApp({ JOBS: '0' }, { limits: true })
  // The rates the bonus terms publish: slots 100 %, table and live games 10 %.
  const TABLE = 0.1
  const LIVE = 0.1

  /** A player with the welcome bonus: 200 kr. cash, 200 kr. bonus, 1.000 kr. to wager. */
  async function bonusPlayer(userName: string, password: string) {
    const p = await player(t, userName, password)
    expect((await deposit(p.b, p.id, 200, { bonusId: 'VELKOMST100' })).pathname).toBe('/deposit/success')
    const active = async () => (await p.b.get('/rest/punter/activeBonus')).body.data
    expect(await active()).toMatchObject({ wagered: 0, required: 1000 })
    return { ...p, active }
  }

  /**
   * Six rounds of a fully hedged bet, 1.200 kr. staked in all (more than the 1.000 kr. to wager): every
   * one is accepted, nothing counts and the bonus is not released.
   */
  async function hedgedSixTimes(
    p: Awaited<ReturnType<typeof bonusPlayer>>,
    game: Awaited<ReturnType<typeof client>>,
    bet: object,
  ) {
    for (let i = 0; i < 6; i++) {
      const r = await game.post('round/bet', bet)
      expect(r.statusCode, r.body).toBe(200)
    }
    expect(await p.active()).toMatchObject({ wagered: 0, rollOver: 1000 })
  }

  it('baccarat banker + player in one coup, over and over: nothing counts and the bonus is not released', async () => {
    const p = await bonusPlayer('nolimit1', 'Nolimit12')
    const game = await client(t, gameOf('baccarat').gameId, p.id)
    await hedgedSixTimes(p, game, {
      baccarat: [
        { bet: 'banker', stake: 10_000 },
        { bet: 'player', stake: 10_000 },
      ],
    })
    expect((await balances(p.b)).bonus).toBeGreaterThan(0)
    // Partly hedged: 200 kr. banker against 100 kr. player risks 100 kr., which counts at the table rate.
    const partly = await game.post('round/bet', {
      baccarat: [
        { bet: 'banker', stake: 20_000 },
        { bet: 'player', stake: 10_000 },
      ],
    })
    expect(partly.statusCode, partly.body).toBe(200)
    expect((await p.active()).wagered).toBe(100 * TABLE)
  })

  it('roulette red + black, and more than 24 numbers on one spin, count nothing; 24 numbers count at the table rate', async () => {
    const p = await bonusPlayer('demo1234', 'Demo1234')
    const game = await client(t, gameOf('roulette').gameId, p.id)
    await hedgedSixTimes(p, game, {
      roulette: [
        { type: 'red', stake: 10_000 },
        { type: 'black', stake: 10_000 },
      ],
    })
    const dozens = [
      { type: 'dozen', which: 1, stake: 5_000 },
      { type: 'dozen', which: 2, stake: 5_000 },
    ]
    const covers25 = await game.post('round/bet', {
      roulette: [...dozens, { type: 'straight', numbers: [30], stake: 1_000 }],
    })
    expect(covers25.statusCode, covers25.body).toBe(200)
    expect((await p.active()).wagered).toBe(0)
    const covers24 = await game.post('round/bet', { roulette: dozens })
    expect(covers24.statusCode, covers24.body).toBe(200)
    expect((await p.active()).wagered).toBe(100 * TABLE)
  })

  it('a slot stake counts in full; a table stake at the table rate', async () => {
    const p = await bonusPlayer('mindep01', 'Mindep12')
    const slot = gameOf('slot')
    const spin = await (await client(t, slot.gameId, p.id)).post('round/spin', {
      stake: 1_000,
      purchase: false,
    })
    expect(spin.statusCode, spin.body).toBe(200)
    expect((await p.active()).wagered).toBe(10)
    const bj = await (await client(t, gameOf('blackjack').gameId, p.id)).post('round/deal', { stake: 4_000 })
    expect(bj.statusCode, bj.body).toBe(200)
    expect((await p.active()).wagered).toBe(10 + 40 * TABLE)
  })

  it('live baccarat: bets of one round sent as separate calls net out; a rollback recomputes the round', async () => {
    const p = await bonusPlayer('temp1234', 'Temp1234')
    const call = (tx: string, spot: string, amount: number) =>
      wallet(t, 'bet', {
        userId: p.id,
        roundId: 'live-round-1',
        transactionId: tx,
        gameId: 'live-baccarat-1',
        amount,
        bets: [{ spot, amount }],
      })
    expect((await call('lb1', 'banker', 20_000)).statusCode).toBe(200)
    expect((await p.active()).wagered).toBe(200 * LIVE)
    expect((await call('lb2', 'player', 20_000)).statusCode).toBe(200)
    expect((await p.active()).wagered).toBe(0)
    // The hedging bet undone: the banker bet is at risk again.
    const rb = await wallet(t, 'rollback', {
      userId: p.id,
      roundId: 'live-round-1',
      transactionId: 'lb2:rollback',
      betTransactionId: 'lb2',
    })
    expect(rb.statusCode).toBe(200)
    expect((await p.active()).wagered).toBe(200 * LIVE)
    // A breakdown that does not add up to the stake is refused; nothing is debited.
    const before = await balances(p.b)
    const bad = await wallet(t, 'bet', {
      userId: p.id,
      roundId: 'live-round-2',
      transactionId: 'lb3',
      gameId: 'live-baccarat-1',
      amount: 10_000,
      bets: [{ spot: 'banker', amount: 5_000 }],
    })
    expect(bad.statusCode).toBe(400)
    expect(await balances(p.b)).toEqual(before)
  })

  it('the bonus terms state the rates', async () => {
    const terms = await t.db.db
      .selectFrom('cms_texts')
      .select('content')
      .where('id', '=', 41)
      .executeTakeFirst()
    expect(terms?.content).toContain('spilleautomater 100 %')
    expect(terms?.content).toContain('bordspil 10 %')
  })
})
