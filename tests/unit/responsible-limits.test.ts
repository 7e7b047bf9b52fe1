import { describe, expect, it } from 'vitest'
import type { DepositLimits } from '../../contract/wallet.ts'
import { limitAmountError, type Period } from '../../contract/wallet-rules.ts'
import { formatLimitDate, hasNoLimits, limitsBody, limitViews } from '../../src/lib/deposit-limits.ts'
import { todayFigures } from '../../src/lib/play-figures.ts'

/** SPEC.md section 5, Deposit limits, in the spec's own words (section 5 generic messages, section 2 hint). */
const REQUIRED = 'Skal udfyldes'
const NUMERIC = 'Feltet bør kun indeholde cifre'
const MAX: Record<Period, [string, string]> = {
  daily: ['100000', 'Max. grænse er 100.000 kr.'],
  weekly: ['700000', 'Max. grænse er 700.000 kr.'],
  monthly: ['3000000', 'Max. grænse er 3.000.000 kr.'],
}
const plusOne = (n: string) => String(Number(n) + 1)

describe('the limit field at its boundaries (SPEC.md section 5)', () => {
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    const [max, maxText] = MAX[period]
    it(`${period}: 49 is refused, 50 and ${max} are accepted, ${plusOne(max)} names the maximum`, () => {
      expect(limitAmountError('49', period)).toMatch(/50 kr\.$/)
      expect(limitAmountError('50', period)).toBeNull()
      expect(limitAmountError(max, period)).toBeNull()
      expect(limitAmountError(plusOne(max), period)).toBe(maxText)
    })
    it(`${period}: empty is required, letters and decimals are not digits, a leading zero is refused`, () => {
      expect(limitAmountError('', period)).toBe(REQUIRED)
      expect(limitAmountError('5o0', period)).toBe(NUMERIC)
      expect(limitAmountError('500,5', period)).toBe(NUMERIC)
      expect(limitAmountError('-50', period)).toBe(NUMERIC)
      expect(limitAmountError('0500', period)).not.toBeNull()
      expect(limitAmountError('0', period)).not.toBeNull()
    })
  }
  it('the daily maximum is not the weekly one', () => {
    expect(limitAmountError('100001', 'weekly')).toBeNull()
    expect(limitAmountError('700001', 'monthly')).toBeNull()
  })
})

const none: DepositLimits = {
  dailyAmount: 0,
  dailyAmountLimit: 0,
  dailyAmountChange: null,
  dailyAmountChangeLimit: null,
  dailyAmountDate: null,
  weeklyAmount: 0,
  weeklyAmountLimit: 0,
  weeklyAmountChange: null,
  weeklyAmountChangeLimit: null,
  weeklyAmountDate: null,
  monthlyAmount: 0,
  monthlyAmountLimit: 0,
  monthlyAmountChange: null,
  monthlyAmountChangeLimit: null,
  monthlyAmountDate: null,
  maxDeposit: -1,
}

describe('the fast deposit limit applies when all six values are 0 (SPEC.md section 4)', () => {
  it('no limit at all', () => expect(hasNoLimits(none)).toBe(true))
  it('any one limit set, or one waiting, means a choice was made', () => {
    expect(hasNoLimits({ ...none, weeklyAmount: 500, weeklyAmountLimit: 1 })).toBe(false)
    expect(
      hasNoLimits({
        ...none,
        dailyAmountChange: 500,
        dailyAmountChangeLimit: 1,
        dailyAmountDate: '2030-01-01',
      }),
    ).toBe(false)
  })
})

describe('the deposit-limit modal reads the six values and the pending change (SPEC.md sections 2, 4)', () => {
  const raised: DepositLimits = {
    ...none,
    dailyAmount: 500,
    dailyAmountLimit: 1,
    dailyAmountChange: 1000,
    dailyAmountChangeLimit: 1,
    dailyAmountDate: '2025-01-02T13:30:00.000Z',
    monthlyAmount: 3000,
    monthlyAmountLimit: 1,
  }
  it('current limit and the raise waiting with its date', () => {
    expect(limitViews(raised)).toEqual([
      { period: 'daily', amount: 500, pending: { amount: 1000, at: '2025-01-02T13:30:00.000Z' } },
      { period: 'weekly', amount: null, pending: null },
      { period: 'monthly', amount: 3000, pending: null },
    ])
  })
  it('the date shows as DD.MM.YYYY HH:mm in Danish time, summer and winter', () => {
    expect(formatLimitDate('2025-01-02T13:30:00.000Z')).toBe('02.01.2025 14:30')
    expect(formatLimitDate('2025-07-31T22:05:00.000Z')).toBe('01.08.2025 00:05')
  })
  it('an edit sends the one period changed and keeps the others as last chosen, a waiting raise included', () => {
    expect(limitsBody(raised, 'monthly', 2000)).toEqual({
      dailyAmount: 1000,
      dailyAmountLimit: 1,
      weeklyAmount: 0,
      weeklyAmountLimit: 0,
      monthlyAmount: 2000,
      monthlyAmountLimit: 1,
      maxDeposit: -1,
    })
    expect(limitsBody(none, 'daily', 500)).toMatchObject({ dailyAmount: 500, dailyAmountLimit: 1 })
  })
})

describe("today's figures for the responsible-gaming panel", () => {
  const row = (typeSub: string, amount: number) => ({
    transId: typeSub + amount,
    type: typeSub === 'S' ? 2 : 1,
    typeSub,
    amount,
    transactionDate: '2025-01-02T10:00:00Z',
    text: '',
    status: null,
  })
  it('deposits by card and by app; the loss is stakes less wins and returned stakes', () => {
    const rows = [row('DI', 400), row('AP', 100), row('S', 50), row('S', 25.5), row('G', 20), row('R', 5)]
    expect(todayFigures(rows)).toEqual({ deposits: 500, losses: 50.5 })
  })
  it('a day in profit shows no loss; vouchers and bonuses are not deposits', () => {
    expect(todayFigures([row('S', 10), row('G', 100), row('V', 25), row('DB', 100)])).toEqual({
      deposits: 0,
      losses: 0,
    })
  })
})
