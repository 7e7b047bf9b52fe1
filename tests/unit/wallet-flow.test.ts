import { describe, expect, it } from 'vitest'
import {
  bonusLine,
  depositBonuses,
  depositMessage,
  dibsUrl,
  parseDepositMessage,
} from '../../src/lib/deposit-flow.ts'
import { defaultRange, pages, signedAmount, typeSubLabel } from '../../src/lib/history-format.ts'
import { formatKr } from '../../src/lib/money.ts'
import { daWallet } from '../../src/text/wallet.ts'

describe('the payment frame address (SPEC.md section 7)', () => {
  it('carries every parameter, with the amount in minor units', () => {
    const url = new URL(
      dibsUrl({ userId: 7, amountKr: 150, payType: 'mobilePay', bonusId: 'VELKOMST100' }),
      'http://x',
    )
    expect(url.pathname).toBe('/dibs')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      op: 'deposit',
      client: '7',
      exchcode: 'DKK',
      amount: '15000',
      input_amount: '150',
      agree: '1',
      accept: '/deposit/success',
      cancel: '/deposit/error',
      success: '/deposit/success',
      error: '/deposit/error',
      payType: 'mobilePay',
      pnmt: 'mobilePay',
      bonusId: 'VELKOMST100',
    })
    expect(
      new URL(dibsUrl({ userId: 7, amountKr: 1, payType: 'card' }), 'http://x').searchParams.has('bonusId'),
    ).toBe(false)
  })
})

describe('deposit results (SPEC.md sections 4 and 8)', () => {
  it('maps reason codes to the catalogue; an unknown code gets the generic text', () => {
    expect(depositMessage('DEPOSIT_PPT_DECLINED')).toBe('Indbetaling afvist')
    expect(depositMessage('DEPOSIT_CANCEL')).toBe('Indbetaling annulleret')
    expect(depositMessage('LOGINFIRST')).toBe('Du skal logge ind først')
    for (const code of [
      'DEPOSIT_PPT_DAYMAX',
      'DEPOSIT_PPT_WEEKMAX',
      'DEPOSIT_PPT_MONTHMAX',
      'DEPOSIT_DECLINED_DKK_TEMP_MAX',
    ])
      expect(depositMessage(code)).not.toBe(depositMessage('NOPE'))
    expect(depositMessage('APPLEPAY_TOKEN_EXPIRED')).toBe(
      'Fejl - prøv igen og kontakt kundesupport hvis problemet fortsætter',
    )
    expect(depositMessage(null)).toBe('Fejl - prøv igen og kontakt kundesupport hvis problemet fortsætter')
  })
  it('accepts only its own message from the frame', () => {
    expect(
      parseDepositMessage({ type: 'deposit-result', status: 'success', amount: '100', reason: null }),
    ).toEqual({
      status: 'success',
      amount: '100',
      reason: null,
    })
    expect(parseDepositMessage({ type: 'deposit-result', status: 'maybe' })).toBeNull()
    expect(parseDepositMessage({ type: 'other', status: 'success' })).toBeNull()
    expect(parseDepositMessage('deposit-result')).toBeNull()
    expect(
      parseDepositMessage({ type: 'deposit-result', status: 'error', reason: 'x'.repeat(500) })?.reason,
    ).toBeNull()
  })
  it("words the toasts as SPEC.md section 8 does, with no 'kr..'", () => {
    expect(daWallet.deposit.success(formatKr(100))).toBe('Din indbetaling på 100,00 kr. er gennemført')
    expect(daWallet.voucher.success(formatKr(1234.5))).toBe(
      'Voucher godkendt! 1.234,50 kr. er tilføjet til din konto.',
    )
  })
})

describe('the bonus step', () => {
  const bonus = {
    id: 1,
    externalId: 'X',
    title: 'X',
    description: '',
    minAmount: 100,
    maxAmount: 500,
    rollover: 5,
    currency: 'DKK' as const,
    percent: 100,
    type: 'W',
    action: 'D',
    expires: null,
    days: 60,
    gameId: null,
  }
  it('offers only deposit bonuses and previews from minAmount', () => {
    expect(depositBonuses([bonus, { ...bonus, id: 2, type: 'F' }, { ...bonus, id: 3, action: 'S' }])).toEqual(
      [bonus],
    )
    expect(bonusLine(99, bonus)).toBe('Indbetal mindst 100,00 kr. for at få bonussen.')
    expect(bonusLine(100, bonus)).toBe('Du får 100,00 kr. i bonus')
    expect(bonusLine(900, bonus)).toBe('Du får 500,00 kr. i bonus')
  })
})

describe('history rows (SPEC.md section 3)', () => {
  it('labels typeSub: T, I, B, DB bonus; DI and AP deposits; S stake; anything else a win', () => {
    for (const s of ['T', 'I', 'B', 'DB']) expect(typeSubLabel(s)).toBe('Bonus')
    expect(typeSubLabel('DI')).toBe('Indbetaling')
    expect(typeSubLabel('AP')).toBe('Indbetaling (MobilePay/Apple Pay)')
    expect(typeSubLabel('S')).toBe('Indsats')
    expect(typeSubLabel('G')).toBe('Gevinst')
    expect(typeSubLabel('ZZ')).toBe('Gevinst')
  })
  it('signs money in (type 1) and out', () => {
    expect(signedAmount({ type: 1, amount: 25 })).toBe('+25,00 kr.')
    expect(signedAmount({ type: 2, amount: 60 })).toBe('−60,00 kr.')
  })
  it('opens on the last 90 days and pages by the count', () => {
    expect(defaultRange(new Date('2026-03-31T12:00:00Z'))).toEqual({ from: '2025-12-31', to: '2026-03-31' })
    expect(pages(0, 10)).toBe(1)
    expect(pages(21, 10)).toBe(3)
  })
})
