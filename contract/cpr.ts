/**
 * The Danish CPR number: DDMMYY-SSSS. The seventh digit and the two-digit year give the century, as
 * the CPR office defines it. No modulus-11 check: numbers issued since 2007 need not pass it.
 */
export type CprInfo = { birthDate: string; gender: 'M' | 'F' }

function normaliseCpr(input: string): string {
  return input.replace(/[\s-]/g, '')
}

function century(seventh: number, yy: number): number {
  if (seventh <= 3) return 1900
  if (seventh === 4 || seventh === 9) return yy <= 36 ? 2000 : 1900
  return yy <= 57 ? 2000 : 1800
}

/** The birth date and gender a CPR number encodes, or null when it is not a real one. */
export function parseCpr(input: string): CprInfo | null {
  const cpr = normaliseCpr(input)
  if (!/^\d{10}$/.test(cpr)) return null
  const day = Number(cpr.slice(0, 2))
  const month = Number(cpr.slice(2, 4))
  const yy = Number(cpr.slice(4, 6))
  const year = century(Number(cpr[6]), yy) + yy
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  const iso = `${String(year).padStart(4, '0')}-${cpr.slice(2, 4)}-${cpr.slice(0, 2)}`
  return { birthDate: iso, gender: Number(cpr[9]) % 2 === 1 ? 'M' : 'F' }
}

/** Today's date in Denmark as YYYY-MM-DD: a birthday starts at Danish midnight, not UTC's. */
export function danishDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(now)
}

/** Whole years from an ISO birth date to an ISO day (the birthday itself counts). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export const ADULT_AGE = 18
