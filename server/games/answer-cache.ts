/**
 * Serialized answers keyed by catalogue version and URL: a repeat query skips filtering and JSON.stringify.
 * Bounded in bytes, least recently used first out, so a flood of unique query strings cannot grow
 * memory without limit; a new catalogue version makes every old key unreachable and it ages out.
 */
/** Data already serialized as JSON (e.g. games joined from per-game strings), sent as it is. */
export class RawJson {
  constructor(readonly json: string) {}
}

/** What the cache holds at most: a few dozen whole-catalogue answers, thousands of search pages. */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024

// A JavaScript string may take two bytes a character; count it so, to stay under the bound for any text.
const sizeOf = (key: string, body: string) => 2 * (key.length + body.length)

export class AnswerCache {
  private readonly entries = new Map<string, string>()
  private held = 0
  constructor(readonly maxBytes = ANSWER_CACHE_BYTES) {}

  /** The bytes the cached answers and their keys take, as counted against `maxBytes`. */
  get bytes(): number {
    return this.held
  }
  get size(): number {
    return this.entries.size
  }

  async get(key: string, make: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key)
    if (hit !== undefined) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const data = await make()
    const body =
      data instanceof RawJson
        ? `{"success":true,"data":${data.json}}`
        : JSON.stringify({ success: true, data })
    this.put(key, body)
    return body
  }

  private put(key: string, body: string) {
    const size = sizeOf(key, body)
    // An answer bigger than the whole bound is sent but not kept.
    if (size > this.maxBytes) return
    // A parallel miss of the same key may have stored it meanwhile.
    const old = this.entries.get(key)
    if (old !== undefined) {
      this.entries.delete(key)
      this.held -= sizeOf(key, old)
    }
    this.entries.set(key, body)
    this.held += size
    for (const [k, v] of this.entries) {
      if (this.held <= this.maxBytes) break
      this.entries.delete(k)
      this.held -= sizeOf(k, v)
    }
  }
}
