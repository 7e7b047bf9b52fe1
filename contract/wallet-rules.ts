import { formatDaNumber } from './da-format.ts'
/**
 * The money rules of SPEC.md sections 5 and 9 and the Danish rules of ARCHITECTURE.md, shared by the
 * server (which enforces them) and the screens (which explain them early). Amounts are kr. here and
 * øre (integer) inside the server.
 */

/**
 * SPEC.md section 9, for everyone. The test user's 1 kr. is the payment sandbox's own rule
 * (server/payments/sandbox/test-accounts.ts); the screens read the player's minimum from getDepositLimits.
 */
export const MIN_DEPOSIT_KR = 50
export const MAX_DEPOSIT_KR = 10_000
export const DEPOSIT_INPUT_MAX_CHARS = 7
export const QUICK_DEPOSIT_AMOUNTS = [100, 200, 300, 400, 500, 1000] as const
export const DEPOSIT_LIMIT_MIN_KR = 50
export const DEPOSIT_LIMIT_MAX_KR = { daily: 100_000, weekly: 700_000, monthly: 3_000_000 } as const
export const LIMIT_RAISE_DELAY_MS = 24 * 3600_000
export const BONUS_ROLLOVER_DEFAULT = 5
export const BONUS_DAYS_DEFAULT = 60
/**
 * How much of a round's net stake counts towards a bonus's wagering, percent, by the game's catalogue
 * category (the bonus terms state them; server/bonus/net-risk.ts applies them in the wallet).
 */
export const WAGERING_CONTRIBUTION_PCT = { slots: 100, table: 10, live: 10 } as const
/** A roulette spin whose bets cover more numbers than this counts nothing towards wagering. */
export const WAGERING_ROULETTE_MAX_NUMBERS = 24
/** minOdds 0 means 1.5 (SPEC.md section 3, Withdrawal info). */
export const MIN_ODDS_DEFAULT = 1.5

/** ARCHITECTURE.md, Danish rules: what a temp account may deposit in total, bonus value and wagering caps. */
export const TEMP_DEPOSIT_TOTAL_KR = 10_000
export const BONUS_MAX_KR = 1000
export const BONUS_MAX_ROLLOVER = 10
/** At least 90 days of history are kept and shown; the screen opens on this range. */
export const HISTORY_DAYS = 90
export const HISTORY_RANGE = { minYear: 1980, maxYear: 2050 } as const

/** Not given by the spec ('Minimum beløb er % kr.'); the same floor as a deposit. */
export const MIN_WITHDRAW_KR = 50

export const PERIODS = ['daily', 'weekly', 'monthly'] as const
export type Period = (typeof PERIODS)[number]

export const MONEY_TEXT = {
  required: 'Skal udfyldes',
  numeric: 'Feltet bør kun indeholde cifre',
  notNumber: 'Beløbet skal være et tal',
  positive: 'Beløbet skal være større end 0',
  decimals: 'Beløbet må højst have 2 decimaler',
  tooLong: `Beløbet må højst have ${DEPOSIT_INPUT_MAX_CHARS} cifre`,
  minimum: (kr: number) => `Minimum beløb er ${formatWholeKr(kr)} kr.`,
  maximum: (kr: number) => `Maksimum beløb er ${formatWholeKr(kr)} kr.`,
  limitMax: (kr: number) => `Max. grænse er ${formatWholeKr(kr)} kr.`,
  leadingZero: 'Beløbet må ikke starte med 0',
  limitFirst:
    'Du skal sætte en daglig indbetalingsgrænse, før du kan indbetale eller spille for rigtige penge.',
} as const

/** 10000 -> '10.000', 55.5 -> '55,50' (da-DK: no decimals for whole kroner, else two). */
export function formatWholeKr(kr: number): string {
  return formatDaNumber(kr, Number.isInteger(kr) ? 0 : 2)
}

/** The deposit field keeps digits only and at most 7 of them (SPEC.md section 5, Deposit). */
export const cleanDepositInput = (raw: string): string =>
  raw.replace(/\D/g, '').slice(0, DEPOSIT_INPUT_MAX_CHARS)

/** Why a typed deposit amount cannot be paid, or null; the buttons are disabled while it is not null. */
export function depositAmountError(input: string, minKr: number): string | null {
  if (input === '') return MONEY_TEXT.required
  if (!/^\d+$/.test(input)) return MONEY_TEXT.numeric
  if (input.length > DEPOSIT_INPUT_MAX_CHARS) return MONEY_TEXT.tooLong
  const kr = Number(input)
  if (kr < minKr) return MONEY_TEXT.minimum(minKr)
  if (kr > MAX_DEPOSIT_KR) return MONEY_TEXT.maximum(MAX_DEPOSIT_KR)
  return null
}

/** Bonus preview: percent of the amount, capped at maxAmount, only at or above minAmount (SPEC.md section 5). */
export function bonusPreview(
  amountKr: number,
  bonus: { percent: number; minAmount: number; maxAmount: number },
): number | null {
  if (!(amountKr >= bonus.minAmount) || amountKr <= 0) return null
  const raw = Math.floor(amountKr * bonus.percent) / 100
  return Math.min(raw, bonus.maxAmount, BONUS_MAX_KR)
}

/** A deposit bonus is available only if type is W and action is D (SPEC.md section 3, Bonus). */
export const isDepositBonus = (b: { type: string; action: string }) => b.type === 'W' && b.action === 'D'

/** Voucher number: non-digits and non-dots are stripped; the code is trimmed (SPEC.md section 5). */
export const cleanVoucherSerial = (raw: string): string => raw.replace(/[^\d.]/g, '')
export const voucherSerialKey = (serial: string): string => serial.replace(/\D/g, '')
export const cleanVoucherCode = (raw: string): string => raw.trim()
export const voucherReady = (serial: string, code: string) =>
  voucherSerialKey(cleanVoucherSerial(serial)) !== '' && cleanVoucherCode(code) !== ''

/** Deposit-limit input: required, numeric, no leading zero, 50 up to the period's max. */
export function limitAmountError(input: string, period: Period): string | null {
  if (input === '') return MONEY_TEXT.required
  if (!/^\d+$/.test(input)) return MONEY_TEXT.numeric
  if (input.startsWith('0')) return MONEY_TEXT.leadingZero
  const kr = Number(input)
  if (kr < DEPOSIT_LIMIT_MIN_KR) return MONEY_TEXT.minimum(DEPOSIT_LIMIT_MIN_KR)
  if (kr > DEPOSIT_LIMIT_MAX_KR[period]) return MONEY_TEXT.limitMax(DEPOSIT_LIMIT_MAX_KR[period])
  return null
}

/** Withdraw input: the minimum, and not above the available amount (SPEC.md section 5, Withdraw). */
export function withdrawAmountError(input: string, availableKr: number): string | null {
  const parsed = parseKrInput(input)
  if (typeof parsed === 'string') return parsed
  if (parsed < MIN_WITHDRAW_KR) return MONEY_TEXT.minimum(MIN_WITHDRAW_KR)
  if (parsed > availableKr) return MONEY_TEXT.maximum(availableKr)
  return null
}

/** '1.234,5' or '1234.50' -> 1234.5; a message when it is not a kr amount with at most 2 decimals. */
export function parseKrInput(input: string): number | string {
  const s = input.trim().replace(/\s/g, '')
  if (s === '') return MONEY_TEXT.required
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s
  if (!/^\d+(\.\d+)?$/.test(normal)) return MONEY_TEXT.notNumber
  const [whole = '', frac = ''] = normal.split('.')
  if (frac.length > 2) return MONEY_TEXT.decimals
  if (whole.replace(/^0+(?=\d)/, '').length > DEPOSIT_INPUT_MAX_CHARS) return MONEY_TEXT.tooLong
  const kr = Number(normal)
  if (kr <= 0) return MONEY_TEXT.positive
  return kr
}

export const krToOre = (kr: number): number => Math.round(kr * 100)
export const oreToKr = (ore: number): number => ore / 100
