import type { Built } from './helper.ts'
import type { Browser } from './player-client.ts'
import { balances, player } from './wallet-helper.ts'

/**
 * nolimit1 (no deposit limit in the way) tries a deposit through `pay`: answers the page the payment
 * window sent the browser back to, its reason code (SPEC.md section 8), and the balances before and after.
 */
export async function depositTry(t: Built, pay: (b: Browser, id: number) => Promise<URL>) {
  const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
  const before = await balances(b)
  const end = await pay(b, id)
  return {
    b,
    end,
    page: end.pathname,
    reason: end.searchParams.get('reason'),
    before,
    after: await balances(b),
  }
}
