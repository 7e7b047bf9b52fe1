import { describe, expect, it } from 'vitest'
import { advance } from '../helpers/accounts-helper.ts'
import { browser } from '../helpers/player-client.ts'
import { gameOf } from '../helpers/studio-helper.ts'
import { balances, deposit, player, wallet, walletApp } from '../helpers/wallet-helper.ts'

const DAY = 86_400_000
/** A slot of the catalogue: its stakes count in full towards wagering (a game the wallet does not know counts nothing). */
const SLOT = gameOf('slot').gameId

describe('bonuses (SPEC.md sections 3 and 4; Danish caps)', () => {
  const t = walletApp({ JOBS: '0' }, { limits: true })
  let n = 0
  const bet = (userId: number, amount: number) =>
    wallet(t, 'bet', { userId, roundId: `r${++n}`, transactionId: `b${n}`, gameId: SLOT, amount })

  it('getBonusListChannel lists the brand’s seeded campaigns; another brand gets none', async () => {
    const list = await browser(t.app).get('/rest/punter/getBonusListChannel/go')
    expect(list.body.data.map((b: { externalId: string }) => b.externalId)).toEqual([
      'VELKOMST100',
      'INDBETAL50',
      'FRISPIN10',
    ])
    expect(list.body.data[0]).toMatchObject({
      type: 'W',
      action: 'D',
      percent: 100,
      minAmount: 100,
      maxAmount: 1000,
      // SPEC.md's defaults: rollover 5, a wagering period of 60 days.
      rollover: 5,
      days: 60,
      currency: 'DKK',
    })
    expect((await browser(t.app).get('/rest/punter/getBonusListChannel/spilnu')).body.data).toEqual([])
  })

  it('a deposit with a bonus grants percent of it; rollover 5 is tracked from real bets; done, it turns into cash', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    expect((await deposit(b, id, 200, { bonusId: 'VELKOMST100' })).pathname).toBe('/deposit/success')
    expect(await balances(b)).toMatchObject({ cash: 200, bonus: 200 })
    const active = (await b.get('/rest/punter/activeBonus')).body.data
    expect(active).toMatchObject({ amount: 200, granted: 200, rollOver: 1000, gameId: null, bonusType: 'W' })
    const days = (Date.parse(active.expire) - t.clock.nowMs()) / DAY
    expect(days).toBeGreaterThan(59.99)
    expect(days).toBeLessThanOrEqual(60)
    // The campaign is taken: it no longer shows for this player.
    const offered = (await b.get('/rest/punter/getBonusListChannel/go')).body.data
    expect(offered.map((x: { externalId: string }) => x.externalId)).not.toContain('VELKOMST100')
    // Withdrawing waits for the rollover.
    const info = (await b.get('/rest/punter/getWithdrawMaxAmountEx')).body.data
    expect(info).toMatchObject({
      rollover: 1000,
      bonus: 200,
      pendingBalance: 400,
      amount: 0,
      blocked: 'bonus',
    })
    // Cash first, then bonus money: a 300 kr. bet takes 200 cash and 100 bonus.
    await bet(id, 30_000)
    expect(await balances(b)).toMatchObject({ cash: 0, bonus: 100 })
    expect((await b.get('/rest/punter/activeBonus')).body.data.rollOver).toBe(700)
    await wallet(t, 'win', {
      userId: id,
      roundId: 'w',
      transactionId: `w${++n}`,
      gameId: 'slot-1',
      amount: 70_000,
    })
    for (let i = 0; i < 6; i++) await bet(id, 10_000)
    expect((await b.get('/rest/punter/activeBonus')).body.data.rollOver).toBe(100)
    await bet(id, 10_000)
    // Wagering done: the remaining bonus (100 kr.) moved to cash; no active bonus.
    // 200 cash - 200 staked + 700 won - 700 staked = 0, plus the released 100 kr. of bonus.
    expect(await balances(b)).toMatchObject({ cash: 100, bonus: 0 })
    expect((await b.get('/rest/punter/activeBonus')).body.data).toBeNull()
    const list = (await b.get('/rest/punter/activeBonusList')).body.data
    expect(list[0]).toMatchObject({ status: 'completed', granted: 200 })
  })

  it('a deposit under the bonus minimum gets no bonus', async () => {
    const { b, id } = await player(t, 'mindep01', 'Mindep12')
    await deposit(b, id, 60, { bonusId: 'VELKOMST100' })
    expect((await balances(b)).bonus).toBe(0)
    expect((await b.get('/rest/punter/activeBonus')).body.data).toBeNull()
  })

  it('a bonus is capped at maxAmount; a non-deposit campaign cannot be chosen', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const refused = await b.raw({
      method: 'GET',
      url: `/dibs?${(await import('../helpers/wallet-helper.ts')).dibsQuery(id, 100, { bonusId: 'FRISPIN10' })}`,
      headers: { cookie: b.cookieHeader() },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errorMessage).toBe('Bonussen kan ikke vælges.')
    // 50 % of 2.000 kr. is 1.000 kr.; the campaign's maxAmount is 500 kr.
    await deposit(b, id, 2000, { bonusId: 'INDBETAL50' })
    expect((await balances(b)).bonus).toBe(500)
  })

  it('forfeitBonus resets the bonus balance; a second one finds no bonus; a cross-site request is refused', async () => {
    const { b } = await player(t, 'nolimit1', 'Nolimit12')
    const cross = await b.raw({
      method: 'GET',
      url: '/rest/punter/forfeitBonus',
      headers: { cookie: b.cookieHeader(), 'sec-fetch-site': 'cross-site' },
    })
    expect(cross.statusCode).toBe(403)
    expect((await balances(b)).bonus).toBe(500)
    // What the app sends: a same-origin fetch with the JSON type (SPEC.md section 7).
    const forfeit = () =>
      b.raw({
        method: 'GET',
        url: '/rest/punter/forfeitBonus',
        headers: {
          cookie: b.cookieHeader(),
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
      })
    const res = await forfeit()
    expect(res.json()).toMatchObject({ success: true, data: { amount: 500 } })
    expect((await balances(b)).bonus).toBe(0)
    const again = await forfeit()
    expect(again.statusCode).toBe(404)
    expect(again.json().success).toBe(false)
    const history = (await b.get('/rest/punter/getTransactionGroupList/4/2020-01-01/2049-12-31/1/10')).body
      .data
    expect(history.transactions[0]).toMatchObject({ type: 2, typeSub: 'T', amount: 500 })
  })

  it('a bonus not wagered within 60 days expires and its money goes back', async () => {
    const { b, id } = await player(t, 'demo1234', 'Demo1234')
    await deposit(b, id, 100, { bonusId: 'INDBETAL50' })
    expect((await balances(b)).bonus).toBe(50)
    advance(t, 59 * DAY)
    const still = await player(t, 'demo1234', 'Demo1234')
    expect((await balances(still.b)).bonus).toBe(50)
    advance(t, DAY + 1000)
    const later = await player(t, 'demo1234', 'Demo1234')
    expect((await balances(later.b)).bonus).toBe(0)
    const list = (await later.b.get('/rest/punter/activeBonusList')).body.data
    expect(list[0]).toMatchObject({ status: 'expired' })
  })

  it('the database refuses a campaign worth more than 1.000 kr. or with more than 10 times wagering', async () => {
    const base = {
      brand: 'go',
      title: 'x',
      description: 'x',
      type: 'W',
      action: 'D',
      percent: 100,
      min_amount_ore: 0,
      created_at: new Date(),
    }
    const refused = [
      { external_id: 'BIG', max_amount_ore: 100_001 },
      { external_id: 'SLOW', max_amount_ore: 1000, rollover: 11 },
      { external_id: 'SHORT', max_amount_ore: 1000, days: 59 },
    ]
    for (const campaign of refused)
      await expect(
        t.db.db
          .insertInto('bonus_campaigns')
          .values({ ...base, ...campaign })
          .execute(),
        campaign.external_id,
      ).rejects.toThrow()
  })
})
