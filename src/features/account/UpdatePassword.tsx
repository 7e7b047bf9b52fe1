import { type FormEvent, useState } from 'react'
import { RULE_TEXT } from '../../../contract/field-rules.ts'
import { FIELD_TEXT, type Rules, validateAll } from '../../lib/validation.ts'
import { changePassword } from '../../stores/account.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'
import './account.css'

const t = da.account.updatePassword
type Key = 'current' | 'edit' | 'confirm'

/** SPEC.md section 5, Change password. */
const RULES: Record<Key, Rules> = {
  current: { required: true },
  edit: { required: true, minLength: { length: 10, message: RULE_TEXT.newPassword }, password: true },
  confirm: { required: true, minLength: { length: 8 } },
}

/** UPDATE_PASSWORD: submit is disabled while the confirmation differs from the new password. */
export function UpdatePassword({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Key, string>>({ current: '', edit: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<Key | 'form', string>>>({})
  const [busy, setBusy] = useState(false)
  const set = (key: Key) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  const differs = values.confirm !== values.edit

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (differs || busy) return
    const invalid = validateAll(values, RULES)
    setErrors(invalid)
    if (Object.keys(invalid).length) return
    setBusy(true)
    const message = await changePassword(values.current, values.edit, values.confirm)
    setBusy(false)
    if (message) setErrors({ form: message })
    else onClose()
  }

  return (
    <Modal title={t.title} onClose={onClose}>
      <form className="account" onSubmit={submit} noValidate>
        <PasswordField
          label={t.current}
          value={values.current}
          onChange={set('current')}
          error={errors.current}
        />
        <PasswordField
          label={t.edit}
          value={values.edit}
          onChange={set('edit')}
          error={errors.edit}
          choosing
        />
        <PasswordField
          label={t.confirm}
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm ?? (differs && values.confirm ? FIELD_TEXT.confirm : undefined)}
          choosing
        />
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn" disabled={differs || busy}>
          {t.submit}
        </button>
      </form>
    </Modal>
  )
}
