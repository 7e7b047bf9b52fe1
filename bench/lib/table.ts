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
