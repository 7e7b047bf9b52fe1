import { describe, expect, it } from 'vitest'
import {
  BONUS_DAYS_DEFAULT,
  BONUS_MAX_KR,
  BONUS_MAX_ROLLOVER,
  BONUS_ROLLOVER_DEFAULT,
  bonusPreview,
  cleanDepositInput,
  cleanVoucherCode,
  cleanVoucherSerial,
  DEPOSIT_INPUT_MAX_CHARS,
  DEPOSIT_LIMIT_MAX_KR,
  DEPOSIT_LIMIT_MIN_KR,
  depositAmountError,
  HISTORY_DAYS,
  HISTORY_RANGE,
  isDepositBonus,
  LIMIT_RAISE_DELAY_MS,
  limitAmountError,
  MAX_DEPOSIT_KR,
  MIN_DEPOSIT_KR,
  MIN_ODDS_DEFAULT,
  MIN_WITHDRAW_KR,
  parseKrInput,
  QUICK_DEPOSIT_AMOUNTS,
  TEMP_DEPOSIT_TOTAL_KR,
  voucherReady,
  withdrawAmountError,
} from '../../contract/wallet-rules.ts'
import { createSandboxPayments } from '../../server/payments/sandbox/provider.ts'
import { AMOUNT_SAYS } from '../player-texts.ts'

describe('SPEC.md section 9 money constants', () => {
  it('are the spec’s values', () => {
    expect(MIN_DEPOSIT_KR).toBe(50)
    expect(MAX_DEPOSIT_KR).toBe(10_000)
    expect(DEPOSIT_INPUT_MAX_CHARS).toBe(7)
    expect(QUICK_DEPOSIT_AMOUNTS).toEqual([100, 200, 300, 400, 500, 1000])
    expect(DEPOSIT_LIMIT_MIN_KR).toBe(50)
    expect(DEPOSIT_LIMIT_MAX_KR).toEqual({ daily: 100_000, weekly: 700_000, monthly: 3_000_000 })
    expect(LIMIT_RAISE_DELAY_MS).toBe(24 * 3600_000)
    expect(BONUS_ROLLOVER_DEFAULT).toBe(5)
    expect(BONUS_DAYS_DEFAULT).toBe(60)
    expect(MIN_ODDS_DEFAULT).toBe(1.5)
    expect(HISTORY_RANGE).toEqual({ minYear: 1980, maxYear: 2050 })
  })
  it('and the Danish rules of ARCHITECTURE.md', () => {
    expect(TEMP_DEPOSIT_TOTAL_KR).toBe(10_000)
    expect(BONUS_MAX_KR).toBe(1000)
    expect(BONUS_MAX_ROLLOVER).toBe(10)
    expect(HISTORY_DAYS).toBeGreaterThanOrEqual(90)
  })
})

describe('deposit amount (SPEC.md section 5)', () => {
  it('keeps digits only, at most 7', () => {
    expect(cleanDepositInput('1a0 0,5')).toBe('1005')
    expect(cleanDepositInput('12345678')).toBe('1234567')
    expect(cleanDepositInput('-50')).toBe('50')
  })
  it.each([
    ['', 50, 'Skal udfyldes'],
    ['49', 50, 'Minimum beløb er 50 kr.'],
    ['50', 50, null],
    ['10000', 50, null],
    ['10001', 50, 'Maksimum beløb er 10.000 kr.'],
    ['1234567', 50, 'Maksimum beløb er 10.000 kr.'],
    ['12345678', 50, AMOUNT_SAYS.tooLong],
    ['5o', 50, 'Feltet bør kun indeholde cifre'],
    ['1', 1, null],
    ['0', 1, 'Minimum beløb er 1 kr.'],
  ])('%j with minimum %i: %s', (input, min, message) => {
    expect(depositAmountError(input, min)).toBe(message)
  })
  it('the payment sandbox lets its test user mindep01 deposit 1 kr.; everyone else, and any real provider, 50 kr.', () => {
    const sandbox = createSandboxPayments()
    expect(sandbox.minimumDepositKr({ userName: 'mindep01' })).toBe(1)
    expect(sandbox.minimumDepositKr({ userName: 'MinDep01' })).toBe(1)
    expect(sandbox.minimumDepositKr({ userName: 'demo1234' })).toBe(50)
    expect(depositAmountError('1', sandbox.minimumDepositKr({ userName: 'mindep01' }))).toBeNull()
    expect(depositAmountError('49', sandbox.minimumDepositKr({ userName: 'demo1234' }))).toBe(
      'Minimum beløb er 50 kr.',
    )
  })
  it('every quick amount can be paid by everyone', () => {
    for (const q of QUICK_DEPOSIT_AMOUNTS) expect(depositAmountError(String(q), MIN_DEPOSIT_KR)).toBeNull()
  })
})

describe('bonus (SPEC.md sections 3 and 5)', () => {
  const b = { percent: 50, minAmount: 100, maxAmount: 300 }
  it('previews percent of the amount only at or above minAmount, capped at maxAmount', () => {
    expect(bonusPreview(99, b)).toBeNull()
    expect(bonusPreview(100, b)).toBe(50)
    expect(bonusPreview(600, b)).toBe(300)
    expect(bonusPreview(601, b)).toBe(300)
    expect(bonusPreview(0, { percent: 100, minAmount: 0, maxAmount: 100 })).toBeNull()
  })
  it('never previews more than 1.000 kr. (Danish rule)', () => {
    expect(bonusPreview(5000, { percent: 100, minAmount: 0, maxAmount: 5000 })).toBe(1000)
  })
  it('is a deposit bonus only with type W and action D', () => {
    expect(isDepositBonus({ type: 'W', action: 'D' })).toBe(true)
    expect(isDepositBonus({ type: 'W', action: 'S' })).toBe(false)
    expect(isDepositBonus({ type: 'F', action: 'D' })).toBe(false)
  })
})

describe('voucher (SPEC.md section 5)', () => {
  it('strips non-digits and non-dots from the number and trims the code', () => {
    expect(cleanVoucherSerial(' 3000.0001-x ')).toBe('3000.0001')
    expect(cleanVoucherCode('  GOTEST ')).toBe('GOTEST')
  })
  it('enables the button only when both are filled', () => {
    expect(voucherReady('', 'GOTEST')).toBe(false)
    expect(voucherReady('3000.0001', '   ')).toBe(false)
    expect(voucherReady('..', 'GOTEST')).toBe(false)
    expect(voucherReady('3000.0001', 'G')).toBe(true)
  })
})

describe('deposit limit input (SPEC.md section 5)', () => {
  it.each([
    ['', 'daily', 'Skal udfyldes'],
    ['abc', 'daily', 'Feltet bør kun indeholde cifre'],
    ['0500', 'daily', AMOUNT_SAYS.leadingZero],
    ['49', 'daily', 'Minimum beløb er 50 kr.'],
    ['50', 'daily', null],
    ['100000', 'daily', null],
    ['100001', 'daily', 'Max. grænse er 100.000 kr.'],
    ['700000', 'weekly', null],
    ['700001', 'weekly', 'Max. grænse er 700.000 kr.'],
    ['3000000', 'monthly', null],
    ['3000001', 'monthly', 'Max. grænse er 3.000.000 kr.'],
  ] as const)('%j (%s): %s', (input, period, message) => {
    expect(limitAmountError(input, period)).toBe(message)
  })
})

describe('withdraw amount (SPEC.md section 5)', () => {
  it.each([
    ['', 1000, 'Skal udfyldes'],
    ['49,99', 1000, `Minimum beløb er ${MIN_WITHDRAW_KR} kr.`],
    ['50', 1000, null],
    ['1.000,00', 1000, null],
    ['1000,01', 1000, 'Maksimum beløb er 1.000 kr.'],
    ['60', 55.5, 'Maksimum beløb er 55,50 kr.'],
    ['0', 1000, AMOUNT_SAYS.positive],
    ['1,001', 1000, AMOUNT_SAYS.decimals],
    ['12345678', 1e9, AMOUNT_SAYS.tooLong],
    ['hundrede', 1000, AMOUNT_SAYS.notNumber],
    ['-50', 1000, AMOUNT_SAYS.notNumber],
  ])('%j with %d available: %s', (input, available, message) => {
    expect(withdrawAmountError(input, available)).toBe(message)
  })
  it('reads Danish and plain decimals alike', () => {
    expect(parseKrInput('1.234,50')).toBe(1234.5)
    expect(parseKrInput('1234.50')).toBe(1234.5)
    expect(parseKrInput(' 75 ')).toBe(75)
  })
})
