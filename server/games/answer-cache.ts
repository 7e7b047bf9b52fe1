/**
 * Serialized answers keyed by catalogue version and URL: a repeat query skips filtering and JSON.stringify.
 * Bounded in bytes, so a flood of unique query strings cannot grow memory without limit; what goes
 * first is chosen by the CLOCK approximation of least recently used (an answer asked again since the
 * last sweep is spared once); a new catalogue version makes every old key unreachable and it ages out.
 * An answer is kept as the text it was made as, and as UTF-8 bytes from its first repeat on: sent as
 * text, every hit would be encoded again (and measured for its Content-Length), which for a 24 KB
 * catalogue page cost more than the rest of the request; a URL asked once never pays for the bytes.
 */
/** Data already serialized as JSON (e.g. games joined from per-game strings), sent as it is. */
export class RawJson {
  constructor(readonly json: string) {}
}

/** A cached answer: JSON text, or its UTF-8 bytes. */
export type Answer = string | Buffer

/** What the cache holds at most: a few dozen whole-catalogue answers, thousands of search pages. */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024

// A JavaScript string may take two bytes a character; count text so, to stay under the bound for any text.
const sizeOf = (key: string, body: Answer) =>
  2 * key.length + (typeof body === 'string' ? 2 * body.length : body.length)

/** The text's UTF-8 bytes in a buffer of their own (a slice of Node's shared pool would keep it alive). */
function bytesOf(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text))
  bytes.write(text)
  return bytes
}

/** An answer, and whether it was asked again since the last eviction sweep passed it. */
type Entry = { body: Answer; used: boolean }

export class AnswerCache {
  private readonly entries = new Map<string, Entry>()
  private held = 0
  constructor(readonly maxBytes = ANSWER_CACHE_BYTES) {}

  /** The bytes the cached answers and their keys take, as counted against `maxBytes`. */
  get bytes(): number {
    return this.held
  }
  get size(): number {
    return this.entries.size
  }

  /**
   * The answer kept under `key`, as bytes, if any. A hit only marks the answer as used: moving it to
   * the back of the order (a delete and a set) on every hit cost a hot answer more than its lookup.
   */
  hit(key: string): Buffer | undefined {
    const kept = this.entries.get(key)
    if (kept === undefined) return undefined
    kept.used = true
    const { body } = kept
    if (typeof body !== 'string') return body
    const bytes = bytesOf(body)
    this.held += sizeOf(key, bytes) - sizeOf(key, body)
    kept.body = bytes
    // Text beyond Latin-1 may take more bytes than it was counted for.
    this.evict()
    return bytes
  }

  async get(key: string, make: () => Promise<unknown>): Promise<Answer> {
    const hit = this.hit(key)
    if (hit !== undefined) return hit
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
      this.held -= sizeOf(key, old.body)
    }
    this.entries.set(key, { body, used: false })
    this.held += size
    this.evict()
  }

  /**
   * An eighth of the bound at a time, from the front of the order (the oldest): an answer used since
   * the sweep last passed it moves to the back unmarked, any other goes. A sweep frees a share at once
   * because each walk from the front of the Map steps over the entries deleted before it, so evicting
   * one answer per new one made every miss of a full cache walk thousands of them. The walk ends: an
   * entry moved to the back is met again unmarked.
   */
  private evict() {
    if (this.held <= this.maxBytes) return
    const target = this.maxBytes * 0.875
    for (const [k, v] of this.entries) {
      if (this.held <= target) break
      this.entries.delete(k)
      if (v.used) {
        v.used = false
        this.entries.set(k, v)
      } else this.held -= sizeOf(k, v.body)
    }
  }
}
