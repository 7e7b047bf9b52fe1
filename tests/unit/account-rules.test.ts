import { describe, expect, it } from 'vitest'
import { ageOn, danishDate, parseCpr } from '../../contract/cpr.ts'
import { isEmail, isMobile, isPassword, isUserName, NEW_PASSWORD_MIN } from '../../contract/field-rules.ts'
import { validate, validateAll } from '../../src/lib/validation.ts'
import { FIELD_SAYS } from '../player-texts.ts'

describe('CPR numbers (century from the 7th digit, no modulus 11)', () => {
  it.each([
    ['0101801111', '1980-01-01'], // 7th digit 1 → 1900s
    ['0101364111', '2036-01-01'], // 4 with year ≤ 36 → 2000s
    ['0101374111', '1937-01-01'], // 4 with year ≥ 37 → 1900s
    ['0101575111', '2057-01-01'], // 5–8 with year ≤ 57 → 2000s
    ['0101585111', '1858-01-01'], // 5–8 with year ≥ 58 → 1800s
    ['0101369111', '2036-01-01'], // 9 with year ≤ 36 → 2000s
    ['0101379111', '1937-01-01'], // 9 with year ≥ 37 → 1900s
    ['290200-4111', '2000-02-29'], // leap day, dash allowed
  ])('%s is born %s', (cpr, date) => {
    expect(parseCpr(cpr)?.birthDate).toBe(date)
  })

  it.each([
    ['010180111', 'nine digits'],
    ['01018011111', 'eleven digits'],
    ['3102851234', '31 February'],
    ['2902011234', '29 February 1901'],
    ['0013851234', 'month 13'],
    ['0001851234', 'day 0'],
    ['01018a1111', 'a letter'],
  ])('%s is refused (%s)', (cpr) => {
    expect(parseCpr(cpr)).toBeNull()
  })

  it('numbers that fail modulus 11 are still real CPR numbers', () => {
    // 0101801112: weights 4,3,2,7,6,5,4,3,2,1 give a sum that is not a multiple of 11.
    expect(parseCpr('0101801112')).not.toBeNull()
  })

  it('gender is the last digit: odd male, even female', () => {
    expect(parseCpr('0101801111')?.gender).toBe('M')
    expect(parseCpr('0101801112')?.gender).toBe('F')
  })

  it('is 18 on the birthday in Danish time, not a day earlier', () => {
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17)
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18)
    // 23:30 UTC on the 22nd is already the 23rd in Copenhagen.
    expect(danishDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23')
  })
})

describe('sign-up field rules (SPEC.md section 5)', () => {
  it('user name: at least 6, letters and digits only, one of each', () => {
    expect(isUserName('abc12')).toBe(false)
    expect(isUserName('abcd12')).toBe(true)
    expect(isUserName('abcdef')).toBe(false)
    expect(isUserName('123456')).toBe(false)
    expect(isUserName('abc 12')).toBe(false)
    expect(isUserName('æblе12')).toBe(false) // a Cyrillic е is not a Danish letter
    expect(isUserName('øllet12')).toBe(true)
  })

  it('password: 8+, letters and digits, an upper, a lower and two digits', () => {
    expect(isPassword('Abcdef1')).toBe(false) // 7 characters
    expect(isPassword('Abcdef12')).toBe(true)
    expect(isPassword('abcdef12')).toBe(false) // no upper case
    expect(isPassword('ABCDEF12')).toBe(false) // no lower case
    expect(isPassword('Abcdefg1')).toBe(false) // one digit
    expect(isPassword('Abcdef1!')).toBe(false) // not a letter or digit
  })

  it('change password wants 10 characters', () => {
    expect(isPassword('Abcdefg12', NEW_PASSWORD_MIN)).toBe(false)
    expect(isPassword('Abcdefgh12', NEW_PASSWORD_MIN)).toBe(true)
  })

  it('mobile: digits only, at least 8', () => {
    expect(isMobile('1234567')).toBe(false)
    expect(isMobile('12345678')).toBe(true)
    expect(isMobile('1234 5678')).toBe(false)
  })

  it('e-mail: local part, @, a domain with a dot', () => {
    expect(isEmail('a@b.dk')).toBe(true)
    expect(isEmail('a@b')).toBe(false)
    expect(isEmail('a b@c.dk')).toBe(false)
    expect(isEmail('@c.dk')).toBe(false)
  })
})

describe('the generic validator', () => {
  it('an empty value skips every rule but required', () => {
    expect(validate('', { email: true, numeric: true })).toBeNull()
    expect(validate('', { required: true })).toBe('Skal udfyldes')
    expect(validate('  ', { required: 'Brugernavn mangler' })).toBe('Brugernavn mangler')
  })

  it('gives the spec messages', () => {
    expect(validate('12a', { numeric: true })).toBe('Feltet bør kun indeholde cifre')
    expect(validate('Ole 2', { alphabetic: true })).toBe('Feltet må kun indeholde bogstaver')
    expect(validate('Søren Åge', { alphabetic: true })).toBeNull()
    expect(validate('x@y', { email: true })).toBe('Ugyldig email')
    expect(validate('abc', { sameAs: { value: 'abd' } })).toBe('Feltet skal bekræftes')
  })

  it('min and max are inclusive bounds; lengths count characters', () => {
    expect(validate('49', { min: 50 })).toBe(FIELD_SAYS.min(50))
    expect(validate('50', { min: 50 })).toBeNull()
    expect(validate('100000', { max: 100000 })).toBeNull()
    expect(validate('100001', { max: 100000 })).toBe(FIELD_SAYS.max(100000))
    expect(validate('1234567', { minLength: { length: 8 } })).toBe(FIELD_SAYS.minLength(8))
    expect(validate('1234567', { maxLength: 7 })).toBeNull()
    expect(validate('12345678', { maxLength: 7 })).toBe(FIELD_SAYS.maxLength(7))
  })

  it('validateAll returns only the failing fields', () => {
    expect(
      validateAll(
        { a: '', b: 'x@y.dk', c: '1234' },
        { a: { required: true }, b: { email: true }, c: { mobile: true } },
      ),
    ).toEqual({ a: 'Skal udfyldes', c: FIELD_SAYS.mobile })
  })
})
