import type { Bonus } from '../../../contract/wallet.ts'
import { formatKr } from '../../lib/money.ts'
import { daWallet } from '../../text/wallet.ts'

const t = daWallet.deposit

/** Step 2 of SPEC.md section 4 (shown first when bonuses exist): pick a deposit bonus, or go on without. */
export function BonusStep({
  bonuses,
  onChoose,
  onSkip,
}: {
  bonuses: readonly Bonus[]
  onChoose: (b: Bonus) => void
  onSkip: () => void
}) {
  return (
    <section className="wallet" aria-labelledby="bonus-step-title">
      <h3 id="bonus-step-title" className="wallet__subtitle">
        {t.bonusTitle}
      </h3>
      <p className="wallet__muted">{t.bonusIntro}</p>
      <ul className="wallet__bonuses">
        {bonuses.map((b) => (
          <li key={b.id} className="wallet__bonus">
            <p className="wallet__bonus-title">{b.title}</p>
            <p className="wallet__muted">{b.description}</p>
            <p className="wallet__muted">{t.bonusFacts(formatKr(b.minAmount), b.rollover, b.days)}</p>
            <button
              type="button"
              className="btn"
              onClick={() => onChoose(b)}
              aria-label={t.bonusChoose(b.title)}
            >
              {t.choose}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost" onClick={onSkip}>
        {t.bonusSkip}
      </button>
    </section>
  )
}
