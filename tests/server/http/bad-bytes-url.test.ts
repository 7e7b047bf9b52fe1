import fc from 'fast-check'
import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { badRequestBytes } from '../../../server/http/bad-bytes.ts'

const refused = (url: string) => badRequestBytes({ url, headers: {} } as FastifyRequest) !== undefined

/** What a URL's bytes are by definition: bad when its escapes do not decode to UTF-8 text, or hold a NUL. */
function badByDefinition(url: string): boolean {
  try {
    return decodeURIComponent(url).includes('\0')
  } catch {
    return true
  }
}

const hex = fc.constantFrom(...'0123456789abcdefABCDEFgG'.split(''))
const part = fc.oneof(
  fc.constantFrom('/games-api/v2/games/smart-search?', 'filter', '=', '&', 'vik', '+', 'æ', '\0'),
  fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`),
  hex.map((a) => `%${a}`),
  fc.constantFrom('%', '%C3%A6', '%E2%82%AC', '%F0%9F%8E%B0', '%ED%A0%80', '%C0%80'),
)

describe('a URL is refused exactly when its escapes are malformed, not UTF-8, or decode to a NUL', () => {
  it.each([
    ['/games-api/v2/games/smart-search?filter%5Bname%5D=vik&page%5Bsize%5D=20', false],
    ['/games-api/games?q=%7F', false],
    ['/games-api/games?q=%C3%A6bler', false],
    ['/games-api/games?q=%00', true],
    ['/games-api/games?q=%80', true],
    ['/games-api/games?q=%C3', true],
    ['/games-api/games?q=%2', true],
    ['/games-api/games?q=%', true],
    ['/games-api/games?q=%G1', true],
  ])('%s: refused %s', (url, bad) => {
    expect(refused(url)).toBe(bad)
  })

  it('agrees with decoding the whole URL, for any mix of escapes', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const url = parts.join('')
        expect(refused(url)).toBe(badByDefinition(url))
      }),
      { numRuns: 2000 },
    )
  })
})
