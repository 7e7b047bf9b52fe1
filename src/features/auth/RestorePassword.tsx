import { type FormEvent, useState } from 'react'
import { validate } from '../../lib/validation.ts'
import { restorePassword } from '../../stores/auth.ts'
import { openModal } from '../../stores/modals.ts'
import { da } from '../../text/da.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'

const t = da.auth

/** RESTORE_PASS: a new password after MitID proved who the player is; it also unlocks the account. */
export function RestorePassword({
  onClose,
  result,
  signature,
}: {
  onClose: () => void
  result?: unknown
  signature?: unknown
}) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null; form?: string }>(
    {},
  )

  async function submit(e: FormEvent) {
    e.preventDefault()
    const next = {
      password: validate(password, { required: true, password: true }),
      confirm: validate(confirm, { required: true, sameAs: { value: password } }),
    }
    setErrors(next)
    if (next.password || next.confirm) return
    const message = await restorePassword(String(result ?? ''), String(signature ?? ''), password, confirm)
    if (message) return setErrors({ form: message })
    onClose()
    openModal('LOGIN', { mode: 'normal' })
  }

  return (
    <Modal title={t.restoreTitle} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <PasswordField
          label={t.newPassword}
          value={password}
          onChange={setPassword}
          error={errors.password}
          choosing
        />
        <PasswordField
          label={t.confirmPassword}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          choosing
        />
        <FormAlert message={errors.form} />
        <button type="submit" className="btn">
          {t.save}
        </button>
      </form>
    </Modal>
  )
}
