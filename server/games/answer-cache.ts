/**
 * Serialized answers keyed by catalogue version and URL: a repeat query skips filtering and JSON.stringify.
 * Bounded, oldest first out; a new catalogue version makes every old key unreachable and it ages out.
 */
export class AnswerCache {
  private readonly entries = new Map<string, string>()
  constructor(private readonly max = 1000) {}

  async get(key: string, make: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key)
    if (hit !== undefined) return hit
    const body = JSON.stringify({ success: true, data: await make() })
    this.entries.set(key, body)
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return body
  }
}
