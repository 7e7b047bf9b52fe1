/**
 * The account field rules of SPEC.md section 5 as plain values and functions, shared by the server's
 * schemas (account-rules.ts, which enforce them) and the forms (which explain them early). Free of zod,
 * so the client can import it without pulling a schema library into its bundle. Messages are the spec's
 * Danish wording where it gives one.
 */
export const RULE_TEXT = {
  required: 'Skal udfyldes',
  numeric: 'Feltet bør kun indeholde cifre',
  email: 'Ugyldig email',
  invalid: 'Ugyldig værdi',
  userName: 'Brugernavnet skal have mindst 6 tegn, kun bogstaver og tal, og mindst ét bogstav og ét tal',
  password:
    'Kodeordet skal have mindst 8 tegn, kun bogstaver og tal, mindst ét stort og ét lille bogstav og mindst to tal',
  newPassword: 'Det nye kodeord skal have mindst 10 tegn',
  mobile: 'Mobilnummeret skal have mindst 8 cifre',
  cpr: 'CPR nummer er ikke korrekt, prøv igen.',
  securityQuestion: 'Skal udfyldes "sikkerhedsspørgsmål"',
  expectBetting: 'Skal udfyldes "forventet spilleomfang"',
  terms: 'Accepter betingelser',
  tooLong: 'Feltet er for langt',
} as const

const USER_NAME_MIN = 6
const PASSWORD_MIN = 8
export const NEW_PASSWORD_MIN = 10
const MOBILE_MIN = 8

const LETTER = /[A-Za-zÆØÅæøåÖö]/
const LETTERS_DIGITS = /^[A-Za-zÆØÅæøåÖö0-9]+$/

export function isUserName(v: string): boolean {
  return (
    v.length >= USER_NAME_MIN && v.length <= 30 && LETTERS_DIGITS.test(v) && LETTER.test(v) && /\d/.test(v)
  )
}

/** Sign-up reading of the password rule: 8+ letters/digits, an upper, a lower and two digits. */
export function isPassword(v: string, min = PASSWORD_MIN): boolean {
  return (
    v.length >= min &&
    v.length <= 64 &&
    LETTERS_DIGITS.test(v) &&
    /[A-ZÆØÅÖ]/.test(v) &&
    /[a-zæøåö]/.test(v) &&
    (v.match(/\d/g)?.length ?? 0) >= 2
  )
}

export function isMobile(v: string): boolean {
  return /^\d+$/.test(v) && v.length >= MOBILE_MIN && v.length <= 15
}

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export function isEmail(v: string): boolean {
  return v.length <= 254 && EMAIL_RE.test(v)
}

/** The player's own estimate at sign-up (SPEC.md section 5, Sign-up). */
export const EXPECTED_BETTING = ['0-1000', '1000-5000', '5000-20000', '20000+'] as const
