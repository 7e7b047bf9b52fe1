/**
 * Serialized answers keyed by catalogue version and URL: a repeat query skips filtering and JSON.stringify.
 * Bounded, oldest first out; a new catalogue version makes every old key unreachable and it ages out.
 */
/** Data already serialized as JSON (e.g. games joined from per-game strings), sent as it is. */
export class RawJson {
  constructor(readonly json: string) {}
}

export class AnswerCache {
  private readonly entries = new Map<string, string>()
  constructor(private readonly max = 1000) {}

  async get(key: string, make: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key)
    if (hit !== undefined) return hit
    const data = await make()
    const body =
      data instanceof RawJson
        ? `{"success":true,"data":${data.json}}`
        : JSON.stringify({ success: true, data })
    this.entries.set(key, body)
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return body
  }
}
