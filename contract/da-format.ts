/**
 * Danish number and date texts without Intl. The first Intl formatter a page makes loads the ICU
 * locale data: measured at 300–500 ms on a phone at 4x CPU, one task, in the middle of the lobby's
 * hydration (issue 28: no task over 100 ms). Money and the upcoming games' dates are on the first
 * screen, so they are formatted here; `tests/unit/da-format.test.ts` checks every output against
 * Intl's da-DK, which stays the reference.
 */

/**
 * 1234.5, 2 -> '1.234,50'. Rounds as Intl does: half away from zero on the number's shortest decimal
 * text (1.115 -> '1,12', where toFixed's exact binary value gives '1,11').
 */
export function formatDaNumber(n: number, decimals: number): string {
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  const [whole, fraction] = roundDecimal(Math.abs(n), decimals)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${grouped}${decimals > 0 ? `,${fraction}` : ''}`
}

/** The whole and fraction digits of a non-negative number rounded half up to `decimals` places. */
function roundDecimal(x: number, decimals: number): [string, string] {
  // Below 1e-6 the text is exponential, and such a number rounds to zero at any decimals used here.
  const text = x < 1e-6 ? '0' : x >= 1e21 ? BigInt(Math.round(x)).toString() : String(x)
  const [whole = '0', frac = ''] = text.split('.')
  const digits = `${whole}${frac.padEnd(decimals, '0').slice(0, decimals)}`.split('').map(Number)
  if ((Number(frac[decimals]) || 0) >= 5) {
    let i = digits.length - 1
    while (i >= 0 && digits[i] === 9) digits[i--] = 0
    if (i < 0) digits.unshift(1)
    else digits[i] = (digits[i] as number) + 1
  }
  const all = digits.join('')
  const cut = all.length - decimals
  return [all.slice(0, cut) || '0', all.slice(cut)]
}

const SHORT_MONTHS = [
  'jan.',
  'feb.',
  'mar.',
  'apr.',
  'maj',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
]

/** A date's day and short month in UTC, as Intl's da-DK { day: 'numeric', month: 'short' }: '27. nov.' */
export const formatDaDayMonth = (d: Date): string => `${d.getUTCDate()}. ${SHORT_MONTHS[d.getUTCMonth()]}`
