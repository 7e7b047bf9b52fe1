import { useSignals } from '@preact/signals-react/runtime'
import { now } from '../lib/ticker.ts'
import { whenFirstUsed } from '../lib/when-first-used.ts'
import { da } from '../text/da.ts'

const pad = (n: number) => String(n).padStart(2, '0')
const CLOCK = whenFirstUsed(
  () =>
    new Intl.DateTimeFormat('da-DK', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Copenhagen',
    }),
)

/** Session timer and clock for logged-in players (ARCHITECTURE.md: always visible), ticking as signals. */
export function SessionTimers({ since }: { since: number }) {
  useSignals()
  const elapsed = Math.max(0, Math.floor((now.value - since) / 1000))
  const h = Math.floor(elapsed / 3600)
  const m = Math.floor((elapsed % 3600) / 60)
  return (
    <span className="topbar__timers">
      <span>
        {da.auth.sessionTimer}: <time>{`${pad(h)}:${pad(m)}:${pad(elapsed % 60)}`}</time>
      </span>
      <span>
        {da.auth.clock}: <time>{CLOCK().format(now.value)}</time>
      </span>
    </span>
  )
}
