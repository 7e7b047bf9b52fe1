/**
 * A reel strip from its composition: `stacks` are laid first as blocks (a stack of the top symbol is
 * what makes a full-screen win possible), then each remaining symbol is spread as evenly as its count
 * allows (largest-remainder order), so strips are data a reader can recount, not random shuffles.
 */
export function strip(
  spread: Readonly<Record<number, number>>,
  stacks: readonly [number, number][] = [],
): Uint8Array {
  const out: number[] = []
  for (const [sym, n] of stacks) for (let i = 0; i < n; i++) out.push(sym)
  const entries = Object.entries(spread).map(([s, n]) => ({ s: Number(s), n, placed: 0 }))
  const total = entries.reduce((a, e) => a + e.n, 0)
  for (let i = 0; i < total; i++) {
    let best = entries[0]
    let bestLag = Number.NEGATIVE_INFINITY
    for (const e of entries) {
      if (e.placed >= e.n) continue
      const lag = ((i + 1) * e.n) / total - e.placed
      if (lag > bestLag) {
        bestLag = lag
        best = e
      }
    }
    if (!best) break
    out.push(best.s)
    best.placed++
  }
  return Uint8Array.from(out)
}
