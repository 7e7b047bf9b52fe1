import { describe, expect, it } from 'vitest'
import { ANSWER_CACHE_BYTES, AnswerCache, RawJson } from '../../../server/games/answer-cache.ts'

/** An answer the size of a big search page of whole games (about 40 KB of JSON). */
const page = (i: number) => ({
  games: Array.from({ length: 100 }, (_, g) => ({ id: `${i}-${g}`, name: 'x'.repeat(380) })),
})

describe('the games answer cache is bounded in bytes', () => {
  it('stays under its byte bound after 10.000 unique queries (unbounded they would hold 400 MB)', async () => {
    const cache = new AnswerCache()
    let served = 0
    for (let i = 0; i < 10_000; i++) {
      const body = await cache.get(`v1 /games-api/games/smart-search?filter[name]=q${i}`, async () => page(i))
      served += body.length
      expect(cache.bytes).toBeLessThanOrEqual(ANSWER_CACHE_BYTES)
    }
    expect(served).toBeGreaterThan(10 * ANSWER_CACHE_BYTES)
    expect(cache.bytes).toBeGreaterThan(ANSWER_CACHE_BYTES / 2)
    expect(cache.size).toBeLessThan(10_000)
  })

  it('keeps the most recently used answers, answers a hit without making it again, and keeps no answer bigger than the bound', async () => {
    const cache = new AnswerCache(10_000)
    let made = 0
    const make = (n: number) => async () => {
      made++
      return new RawJson(`"${'y'.repeat(n)}"`)
    }
    await cache.get('a', make(1000))
    await cache.get('b', make(1000))
    await cache.get('c', make(1000))
    await cache.get('d', make(1000))
    await cache.get('a', make(1000))
    expect(made).toBe(4)
    // An answer asked again is kept as its bytes (~1 KB), the others as text (counted as ~2 KB): a to
    // e fit; f goes over the bound, and the least recently used go (b and c, not a, asked after them)
    // until the cache holds at most 7/8 of it.
    await cache.get('e', make(1000))
    await cache.get('f', make(1000))
    expect(cache.bytes).toBeLessThanOrEqual(10_000 * 0.875)
    made = 0
    await cache.get('a', make(1000))
    await cache.get('d', make(1000))
    expect(made).toBe(0)
    await cache.get('b', make(1000))
    expect(made).toBe(1)
    await cache.get('c', make(1000))
    expect(made).toBe(2)
    const huge = await cache.get('huge', make(20_000))
    expect(huge.toString()).toContain('yyyy')
    expect(cache.bytes).toBeLessThanOrEqual(10_000)
    made = 0
    await cache.get('huge', make(20_000))
    expect(made).toBe(1)
  })

  it('keeps an answer that is asked for again and again while a flood of new ones passes through', async () => {
    const cache = new AnswerCache(10_000)
    let hotMade = 0
    const hot = async () => {
      hotMade++
      return new RawJson('"hot"')
    }
    await cache.get('hot', hot)
    for (let i = 0; i < 200; i++) {
      await cache.get(`new ${i}`, async () => new RawJson(`"${'z'.repeat(1000)}"`))
      await cache.get('hot', hot)
    }
    expect(hotMade).toBe(1)
    expect(cache.bytes).toBeLessThanOrEqual(10_000)
    // The flood itself went: only the latest few of 200 fit.
    expect(cache.size).toBeLessThan(10)
  })
})
