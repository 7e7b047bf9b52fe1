/** The 99th percentile, to a tenth (the bench tables' latency figure). */
export const p99 = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return Math.round((sorted[Math.floor(sorted.length * 0.99)] ?? 0) * 10) / 10
}
/** The upper median: a value that was measured, not the mean of the middle two. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
