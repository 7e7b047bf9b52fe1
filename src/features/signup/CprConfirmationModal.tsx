import { type FormEvent, useState } from 'react'
import { isMitidMode } from '../../lib/signup-flow.ts'
import { goToMitid } from '../../stores/auth.ts'
import { errorText } from '../../stores/errors.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'
import { useForm } from '../../ui/use-form.ts'
import { MitidSubmit } from './Controls.tsx'
import { CPR_RULE, CprField } from './CprField.tsx'
import './signup.css'

const t = da.signup
const RULES = { cpr: CPR_RULE }

/** CPR_CONFIRMATION (/mitid-verify/confirm/{type}): the CPR number, then MitID for that type. */
export function CprConfirmationModal({ type, onClose }: { type?: unknown; onClose: () => void }) {
  const form = useForm({ cpr: '' }, RULES)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const first = useAutoFocus<HTMLInputElement>()
  const mode = isMitidMode(type) ? type : 'confirm'

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.check()) return
    setBusy(true)
    setError(null)
    try {
      await goToMitid(mode, form.values.cpr)
    } catch (err) {
      setError(errorText(err))
      setBusy(false)
    }
  }

  return (
    <Modal title={t.cprConfirm.title} onClose={onClose}>
      <form className="signup__form" onSubmit={submit} noValidate>
        <p>{t.cprConfirm.intro}</p>
        <CprField ref={first} {...form.field('cpr')} />
        <MitidSubmit busy={busy} error={error} />
      </form>
    </Modal>
  )
}
