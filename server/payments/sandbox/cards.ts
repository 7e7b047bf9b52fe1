/** Card checks of the payment window sandbox (ARCHITECTURE.md test cards). Pure, for unit tests. */
const TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
} as const

const CARD_TEXT = {
  number: 'Ugyldigt kortnummer',
  expiry: 'Ugyldig udløbsdato (MM/ÅÅ)',
  expired: 'Kortet er udløbet',
  cvc: 'Ugyldige kontrolcifre',
  phone: 'Mobilnummeret skal være 8 cifre',
} as const

export const digitsOf = (s: string) => s.replace(/[\s-]/g, '')

/** The Luhn (mod 10) check every card number passes. */
function luhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** MM/ÅÅ, valid through the last day of that month (in UTC; a day either way does not matter here). */
function expiryError(expiry: string, now: Date): string | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!m) return CARD_TEXT.expiry
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return CARD_TEXT.expiry
  const end = Date.UTC(year, month, 1)
  return end <= now.getTime() ? CARD_TEXT.expired : null
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>

export function checkCard(number: string, expiry: string, cvc: string, now: Date): CardErrors {
  const errors: CardErrors = {}
  if (!luhn(digitsOf(number))) errors.number = CARD_TEXT.number
  const e = expiryError(expiry, now)
  if (e) errors.expiry = e
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = CARD_TEXT.cvc
  return errors
}

/** Only the approving test card is approved; the declining one and any other card are declined. */
export const cardApproves = (number: string) => digitsOf(number) === TEST_CARDS.approve

export const phoneOk = (phone: string) => /^\d{8}$/.test(digitsOf(phone))
