import type { BonusHistoryItem } from '../../../contract/wallet.ts'
import { showDay } from '../../lib/history-format.ts'
import { formatKr } from '../../lib/money.ts'
import { daWallet } from '../../text/wallet.ts'

const t = daWallet.withdraw

/** The player's running bonus with what is left to wager and when it expires (the withdraw modal's bonus list). */
export function BonusList({ bonuses }: { bonuses: readonly BonusHistoryItem[] }) {
  const active = bonuses.filter((b) => b.status === 'active')
  if (!active.length) return null
  return (
    <section aria-label={t.bonusList}>
      <h3 className="wallet__subtitle">{t.bonusList}</h3>
      <ul className="wallet__list">
        {active.map((b) => (
          <li key={b.id}>
            {t.bonusRow(b.title, formatKr(b.amount), formatKr(b.rollOver), showDay(b.expire.slice(0, 10)))}
          </li>
        ))}
      </ul>
    </section>
  )
}
