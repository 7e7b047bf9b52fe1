import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { DibsQuery } from '../../../contract/wallet.ts'
import { BONUS_ROLLOVER_DEFAULT, MIN_WITHDRAW_KR } from '../../../contract/wallet-rules.ts'
import { sign } from '../../../platform/wallet-signing.ts'
import { insertCampaigns } from '../../../server/bonus/repo.ts'
import { insertUser } from '../../../server/player/repo.ts'
import { balancesOf } from '../../../server/wallet/reads.ts'
import { appPerSuite, type Built } from '../helpers/helper.ts'
import { plainUser } from '../helpers/plain-user.ts'
import { gameOf } from '../helpers/studio-helper.ts'
import { chooseLimits, dibsQuery, expectReconciled, PAYMENT_SECRET } from '../helpers/wallet-helper.ts'

/** A slot of the catalogue: its stakes count in full towards wagering. */
const SLOT = gameOf('slot').gameId

/** What the player's money should be, by the rules: cash first, rollover 5, release when done. */
type Model = {
  cash: number
  bonus: number
  active: { id: string; required: number; wagered: number } | null
  used: Set<string>
  bets: {
    tx: string
    cash: number
    bonus: number
    bonusKey: string | null
    counted: number
    undone: boolean
  }[]
}
type Real = { t: Built; userId: number; n: number }

const PERCENT = 30
const CAMPAIGNS = Array.from({ length: 6 }, (_, i) => `P${i}`)
const bonusFor = (depositOre: number) => Math.min(Math.floor((depositOre * PERCENT) / 100), 20_000)

async function check(m: Model, r: Real) {
  await expectReconciled(r.t)
  const b = await balancesOf(r.t.db.db, r.userId)
  expect(b).toEqual({ cash: m.cash, bonus: m.bonus })
  if (!m.active) expect(b.bonus).toBe(0)
}

function wager(m: Model, amount: number) {
  if (!m.active) return
  m.active.wagered += amount
  if (m.active.wagered >= m.active.required) {
    m.cash += m.bonus
    m.bonus = 0
    m.active = null
  }
}

class Deposit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kr: number,
    readonly withBonus: boolean,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    const campaign = CAMPAIGNS.find((c) => !m.used.has(c))
    const bonusId = this.withBonus ? campaign : undefined
    const q = DibsQuery.parse(Object.fromEntries(dibsQuery(r.userId, this.kr, bonusId ? { bonusId } : {})))
    const { payments } = r.t.app.money
    const p = { id: r.userId, userName: `prop${r.userId}`, status: 'open' }
    let url: string
    try {
      url = await payments.start(p, q, 'http://127.0.0.1:1/dibs/callback')
    } catch (err) {
      // Only a bonus while another runs may be refused at the window.
      expect(bonusId && m.active, String(err)).toBeTruthy()
      return check(m, r)
    }
    const order = new URL(url, 'http://x').searchParams.get('order') ?? ''
    const body = JSON.stringify({
      orderId: order,
      paymentId: `p-${order}`,
      status: 'authorized',
      amount: this.kr * 100,
      currency: 'DKK',
      payType: 'card',
    })
    for (let i = 0; i < 2; i++) {
      const answer = await payments.callback(body, sign(PAYMENT_SECRET, body, r.t.clock.nowMs()))
      expect(answer).toEqual({ accepted: true, reason: null })
    }
    m.cash += this.kr * 100
    if (bonusId && !m.active) {
      m.used.add(bonusId)
      const granted = this.kr * 100 >= 5000 ? bonusFor(this.kr * 100) : 0
      if (granted > 0) {
        m.bonus += granted
        m.active = { id: bonusId, required: granted * BONUS_ROLLOVER_DEFAULT, wagered: 0 }
      }
    }
    await check(m, r)
  }
  toString = () => `Deposit(${this.kr}${this.withBonus ? ', bonus' : ''})`
}

class Bet implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const tx = `bet-${r.userId}-${++r.n}`
    const s = r.t.app.money.seamless
    const ok = this.amount <= m.cash + m.bonus
    try {
      await s.bet('prop', {
        userId: r.userId,
        roundId: tx,
        transactionId: tx,
        gameId: SLOT,
        amount: this.amount,
        jackpotContribution: 0,
      })
      expect(ok).toBe(true)
      const cash = Math.min(m.cash, this.amount)
      const bonusKey = m.active?.id ?? null
      m.cash -= cash
      m.bonus -= this.amount - cash
      m.bets.push({
        tx,
        cash,
        bonus: this.amount - cash,
        bonusKey,
        counted: bonusKey ? this.amount : 0,
        undone: false,
      })
      wager(m, this.amount)
    } catch (err) {
      expect(ok, String(err)).toBe(false)
    }
    await check(m, r)
  }
  toString = () => `Bet(${this.amount})`
}

class Win implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const tx = `win-${r.userId}-${++r.n}`
    await r.t.app.money.seamless.win('prop', {
      userId: r.userId,
      roundId: tx,
      transactionId: tx,
      gameId: SLOT,
      amount: this.amount,
      jackpot: false,
    })
    m.cash += this.amount
    await check(m, r)
  }
  toString = () => `Win(${this.amount})`
}

class Rollback implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.bets.length > 0
  async run(m: Model, r: Real) {
    const bet = m.bets[this.pick % m.bets.length]
    if (!bet) return
    await r.t.app.money.seamless.rollback('prop', {
      userId: r.userId,
      roundId: bet.tx,
      transactionId: `rb-${++r.n}`,
      betTransactionId: bet.tx,
    })
    if (!bet.undone) {
      bet.undone = true
      m.cash += bet.cash
      if (m.active && m.active.id === bet.bonusKey) {
        m.bonus += bet.bonus
        m.active.wagered = Math.max(0, m.active.wagered - bet.counted)
      }
    }
    await check(m, r)
  }
  toString = () => `Rollback(#${this.pick})`
}

class Forfeit implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(m: Model, r: Real) {
    try {
      await r.t.app.money.bonus.forfeit(r.userId)
      expect(m.active).not.toBeNull()
      m.bonus = 0
      m.active = null
    } catch (err) {
      expect(m.active, String(err)).toBeNull()
    }
    await check(m, r)
  }
  toString = () => 'Forfeit'
}

class Withdraw implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kr: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const ok =
      this.kr >= MIN_WITHDRAW_KR &&
      this.kr * 100 <= m.cash &&
      (!m.active || m.active.wagered >= m.active.required)
    try {
      await r.t.app.money.payout.request({ id: r.userId, status: 'open' }, this.kr, '')
      expect(ok).toBe(true)
      m.cash -= this.kr * 100
    } catch (err) {
      expect(ok, String(err)).toBe(false)
    }
    await check(m, r)
  }
  toString = () => `Withdraw(${this.kr})`
}

describe('ledger invariants under random sequences (fast-check)', () => {
  const t = appPerSuite({ JOBS: '0' })
  let players = 0
  beforeAll(async () => {
    await insertCampaigns(
      t.db.db,
      CAMPAIGNS.map((c) => ({
        external_id: c,
        brand: 'go',
        title: c,
        description: c,
        type: 'W',
        action: 'D',
        percent: PERCENT,
        min_amount_ore: 5000,
        max_amount_ore: 20_000,
        created_at: t.clock.now(),
      })),
    )
  })

  it('deposits, bets, wins, rollbacks, forfeits and withdrawals keep every invariant after every step', async () => {
    const commands = [
      fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([kr, b]) => new Deposit(kr, b)),
      fc.integer({ min: 1, max: 60_000 }).map((a) => new Bet(a)),
      fc.integer({ min: 1, max: 40_000 }).map((a) => new Win(a)),
      fc.nat().map((i) => new Rollback(i)),
      fc.constant(new Forfeit()),
      fc.integer({ min: 10, max: 2500 }).map((kr) => new Withdraw(kr)),
    ]
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        players++
        const userId = await insertUser(t.db.db, plainUser('prop', players, t.clock.now()))
        await chooseLimits(t)
        const model: Model = { cash: 0, bonus: 0, active: null, used: new Set(), bets: [] }
        await fc.asyncModelRun(() => ({ model, real: { t, userId, n: 0 } }), cmds)
      }),
      { numRuns: 30 },
    )
  }, 180_000)
})
