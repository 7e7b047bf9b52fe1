/**
 * A model's pay table from its pays per count of a kind: `byCount[3]` lists what three of a kind pays,
 * by symbol from the first paying one (symbol 2) up; wild and scatter have no pays of their own. Each
 * pay is multiplied by `scale` and rounded (the family's RTP tuning knob); a symbol that pays for no
 * count gets an empty row, as the evaluator expects.
 */
export function payTable(byCount: Readonly<Record<number, readonly number[]>>, scale: number): number[][] {
  const counts = Object.keys(byCount).map(Number)
  const top = Math.max(...counts)
  const symbols = Math.max(...counts.map((n) => byCount[n]?.length ?? 0))
  const rows: number[][] = [[], []]
  for (let i = 0; i < symbols; i++) {
    const row = Array.from({ length: top + 1 }, (_, n) => Math.round((byCount[n]?.[i] ?? 0) * scale))
    rows.push(row.some((x) => x > 0) ? row : [])
  }
  return rows
}
