/** A return path with amount (kr.) and reason added, as the payment window's redirects carry them. */
export function withResult(path: string, amountOre: number, reason: string | null): string {
  const q = new URLSearchParams({ amount: String(amountOre / 100) })
  if (reason) q.set('reason', reason)
  return `${path}${path.includes('?') ? '&' : '?'}${q}`
}
