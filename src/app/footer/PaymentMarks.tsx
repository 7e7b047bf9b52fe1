import { siApplepay, siMastercard, siVisa } from 'simple-icons'
import { daFooter as t } from '../../text/footer.ts'

type Mark = { title: string; path: string; hex: string }

/** Brand paths from simple-icons (CC0); MobilePay is not in the set, so its mark is drawn here. */
const ICONS: Mark[] = [
  { title: 'Visa', path: siVisa.path, hex: siVisa.hex },
  { title: 'Mastercard', path: siMastercard.path, hex: siMastercard.hex },
  { title: 'Apple Pay', path: siApplepay.path, hex: siApplepay.hex },
]

function IconMark({ m }: { m: Mark }) {
  return (
    <li className="pay" title={m.title}>
      <svg viewBox="0 0 24 24" width="40" height="28" role="img" aria-label={m.title}>
        <path d={m.path} fill={`#${m.hex}`} />
      </svg>
    </li>
  )
}

/** The accepted payment methods as marks on white cards, as players know them from checkout pages. */
export function PaymentMarks() {
  return (
    <section className="footer__pay" aria-label={t.payments}>
      <h2 className="footer__h">{t.payments}</h2>
      <ul className="footer__paylist">
        {ICONS.map((m) => (
          <IconMark key={m.title} m={m} />
        ))}
        <li className="pay" title="MobilePay">
          <svg viewBox="0 0 72 24" width="72" height="24" role="img" aria-label="MobilePay">
            <rect x="1" y="3" width="12" height="18" rx="3" fill="#5a78ff" />
            <rect x="4" y="6" width="6" height="10" rx="1" fill="#fff" />
            <text
              x="16"
              y="16.5"
              fontSize="10"
              fontWeight="700"
              fill="#1c1c1c"
              fontFamily="Inter, system-ui, sans-serif"
            >
              MobilePay
            </text>
          </svg>
        </li>
      </ul>
    </section>
  )
}
