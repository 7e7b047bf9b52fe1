import { type FormEvent, useState } from 'react'
import { RULE_TEXT } from '../../../contract/field-rules.ts'
import { FIELD_TEXT, type Rules } from '../../lib/validation.ts'
import { changePassword } from '../../stores/account.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'
import { useForm } from '../../ui/use-form.ts'
import './account.css'
import { FieldError } from '../../ui/FieldError.tsx'

const t = da.account.updatePassword
type Key = 'current' | 'edit' | 'confirm'

/** SPEC.md section 5, Change password. */
const RULES: Record<Key, Rules> = {
  current: { required: true },
  edit: { required: true, minLength: { length: 10, message: RULE_TEXT.newPassword }, password: true },
  confirm: { required: true, minLength: { length: 8 } },
}

const EMPTY: Record<Key, string> = { current: '', edit: '', confirm: '' }

/**
 * UPDATE_PASSWORD: each field is checked when the player leaves it, the whole form on submit; submit
 * is disabled while the confirmation differs from the new password.
 */
export function UpdatePassword({ onClose }: { onClose: () => void }) {
  const form = useForm(EMPTY, RULES)
  const { values, errors } = form
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const differs = values.confirm !== values.edit

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (differs || busy || !form.check()) return
    setFormError(null)
    setBusy(true)
    const message = await changePassword(values.current, values.edit, values.confirm)
    setBusy(false)
    if (message) setFormError(message)
    else onClose()
  }

  return (
    <Modal title={t.title} onClose={onClose}>
      <form className="account" onSubmit={submit} noValidate>
        <PasswordField label={t.current} {...form.field('current')} />
        <PasswordField label={t.edit} {...form.field('edit')} choosing />
        <PasswordField
          label={t.confirm}
          {...form.field('confirm')}
          error={errors.confirm ?? (differs && values.confirm ? FIELD_TEXT.confirm : undefined)}
          choosing
        />
        <FieldError error={formError} />
        <button type="submit" className="btn" disabled={differs || busy}>
          {t.submit}
        </button>
      </form>
    </Modal>
  )
}
