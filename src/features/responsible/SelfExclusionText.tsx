import { formatKr } from '../../lib/money.ts'
import { daResponsible } from '../../text/responsible.ts'
import { Modal } from '../../ui/Modal.tsx'
import { HelpCentres } from './HelpCentres.tsx'
import './responsible.css'

const t = daResponsible.exclusion

/** SELF_EXCLUSION_TEXT: after a successful exclusion and logout (SPEC.md section 4, Self-exclusion). */
export function SelfExclusionText({ paidOut, onClose }: { paidOut?: number | null; onClose: () => void }) {
  return (
    <Modal title={t.textTitle} onClose={onClose}>
      <div className="rg">
        <p>{t.success}</p>
        {paidOut != null && <p>{t.paidOut(formatKr(paidOut))}</p>}
        <p>{t.text}</p>
        <HelpCentres />
        <div className="modal__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t.ok}
          </button>
        </div>
      </div>
    </Modal>
  )
}
