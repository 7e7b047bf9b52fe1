import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDaDayMonth, formatDaNumber } from '../../contract/da-format.ts'

// Intl's da-DK is the reference the hand-made formatting must equal (contract/da-format.ts says why).
const intl = (decimals: number) =>
  new Intl.NumberFormat('da-DK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })

/** formatDaNumber writes these amounts, and 20.000 random ones, as Intl does; Intl's formatter back. */
function agreesWithIntl(decimals: number, edges: number[]) {
  const f = intl(decimals)
  for (const x of edges) expect(formatDaNumber(x, decimals), String(x)).toBe(f.format(x))
  fc.assert(
    fc.property(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      (x) => formatDaNumber(x, decimals) === f.format(x),
    ),
    { numRuns: 20_000 },
  )
  return f
}

describe('Danish numbers and dates as Intl da-DK writes them', () => {
  it('amounts with two decimals, at the rounding edges and at random', () => {
    const f = agreesWithIntl(
      2,
      [0, -0, -0.001, 0.005, 1.115, 1.005, 2.675, 999.995, 1234.5, -2.5, 1234567.891, 9_999_999.999],
    )
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        (ore) => formatDaNumber(ore / 100, 2) === f.format(ore / 100),
      ),
      { numRuns: 20_000 },
    )
  })

  it('whole amounts', () => {
    agreesWithIntl(0, [0, 2.5, -2.5, 0.5, 999.5, 1000, 1234567])
  })

  it('a day and a short month in UTC', () => {
    const f = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(2000, 0, 1)),
          max: new Date(Date.UTC(2100, 0, 1)),
          noInvalidDate: true,
        }),
        (d) => formatDaDayMonth(d) === f.format(d),
      ),
      { numRuns: 5_000 },
    )
  })
})
