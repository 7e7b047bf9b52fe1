export type Row = { figure: string; value: string; goal: string; ok: boolean }

export function printTable(rows: Row[]) {
  const widths = [
    Math.max(6, ...rows.map((r) => r.figure.length)),
    Math.max(5, ...rows.map((r) => r.value.length)),
    Math.max(4, ...rows.map((r) => r.goal.length)),
  ]
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')
  console.log(`${line(['figure', 'value', 'goal'])} | met`)
  console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|----`)
  for (const r of rows) console.log(`${line([r.figure, r.value, r.goal])} | ${r.ok ? 'yes' : 'NO'}`)
}

/** A figure whose measuring failed: its row says so with the error's first line, and the error is answered. */
export function notMeasured(rows: Row[], figure: string, goal: string, err: unknown): { error: string } {
  const error = (err as Error).message.split('\n')[0] ?? String(err)
  rows.push({ figure, value: `not measured: ${error}`, goal, ok: false })
  return { error }
}
