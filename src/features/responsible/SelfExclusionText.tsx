import { formatKr } from '../../lib/money.ts'
import { daResponsible } from '../../text/responsible.ts'
import { Notice } from '../../ui/Notice.tsx'
import { HelpCentres } from './HelpCentres.tsx'
import './responsible.css'

const t = daResponsible.exclusion

/** SELF_EXCLUSION_TEXT: after a successful exclusion and logout (SPEC.md section 4, Self-exclusion). */
export function SelfExclusionText({ paidOut, onClose }: { paidOut?: number | null; onClose: () => void }) {
  return (
    <Notice title={t.textTitle} className="rg" okText={t.ok} onClose={onClose}>
      <p>{t.success}</p>
      {paidOut != null && <p>{t.paidOut(formatKr(paidOut))}</p>}
      <p>{t.text}</p>
      <HelpCentres />
    </Notice>
  )
}
