import type { DrawnSettle, Settled } from './repo.ts'

type Waiting = { s: DrawnSettle; done: (r: Settled) => void; failed: (err: unknown) => void }

// A statement's arrays stay well below PostgreSQL's limits; a longer queue goes in several.
const MOST_PER_STATEMENT = 256

/**
 * Settles drawn one-call rounds in groups, as a database's group commit does: a round settles at once
 * when nothing else is settling; rounds that finish while a settling statement is in flight go
 * together in the next one. Each caller is answered only once its own row is settled and committed,
 * so a player's answer, recovery and the one-open-round rule see exactly what they saw with one
 * statement per round; under load the commits per round drop (issue 29's rounds per second). A
 * statement that fails fails every round in it: each stays drawn, for recovery, as a lone one would.
 */
export function drawnSettler(settleMany: (rows: DrawnSettle[]) => Promise<Map<string, Settled>>) {
  let waiting: Waiting[] = []
  let flushing = false
  async function flush() {
    flushing = true
    while (waiting.length > 0) {
      const group = waiting.slice(0, MOST_PER_STATEMENT)
      waiting = waiting.slice(group.length)
      try {
        const settled = await settleMany(group.map((w) => w.s))
        for (const w of group) w.done(settled.get(w.s.id))
      } catch (err) {
        for (const w of group) w.failed(err)
      }
    }
    flushing = false
  }
  return (s: DrawnSettle) =>
    new Promise<Settled>((done, failed) => {
      waiting.push({ s, done, failed })
      if (!flushing) void flush()
    })
}
