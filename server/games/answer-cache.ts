/**
 * Serialized answers keyed by catalogue version and URL: a repeat query skips filtering and JSON.stringify.
 * Bounded in bytes, least recently used first out, so a flood of unique query strings cannot grow
 * memory without limit; a new catalogue version makes every old key unreachable and it ages out.
 * Answers are kept as UTF-8 bytes: sent as text, every hit would be encoded again (and measured for
 * its Content-Length), which for a 24 KB catalogue page cost more than the rest of the request.
 */
/** Data already serialized as JSON (e.g. games joined from per-game strings), sent as it is. */
export class RawJson {
  constructor(readonly json: string) {}
}

/** What the cache holds at most: a few dozen whole-catalogue answers, thousands of search pages. */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024

// A JavaScript string may take two bytes a character; count the key so, to stay under the bound for any text.
const sizeOf = (key: string, body: Buffer) => 2 * key.length + body.length

export class AnswerCache {
  private readonly entries = new Map<string, Buffer>()
  private held = 0
  constructor(readonly maxBytes = ANSWER_CACHE_BYTES) {}

  /** The bytes the cached answers and their keys take, as counted against `maxBytes`. */
  get bytes(): number {
    return this.held
  }
  get size(): number {
    return this.entries.size
  }

  async get(key: string, make: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.entries.get(key)
    if (hit !== undefined) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const data = await make()
    const text =
      data instanceof RawJson
        ? `{"success":true,"data":${data.json}}`
        : JSON.stringify({ success: true, data })
    // A buffer of its own, not a slice of Node's shared pool, which a small cached answer would keep alive.
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text))
    body.write(text)
    this.put(key, body)
    return body
  }

  private put(key: string, body: Buffer) {
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
