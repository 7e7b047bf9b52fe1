import { type FormEvent, useState } from 'react'
import { loginWithPassword, startMitid } from '../../stores/auth.ts'
import { openModal } from '../../stores/modals.ts'
import { loginModeDefault } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'
import { SubmitButton } from '../../ui/SubmitButton.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'

const t = da.auth

/** LOGIN: national-ID mode or user name and password (SPEC.md section 4, Login modal mode). */
export function LoginModal({ onClose, mode: forced }: { onClose: () => void; mode?: unknown }) {
  const [mode, setMode] = useState(forced === 'normal' ? 'normal' : loginModeDefault())
  return (
    <Modal title={t.loginTitle} onClose={onClose}>
      {mode === 'nationalId' ? (
        <div className="stack">
          <p>{t.mitidIntro}</p>
          <button type="button" className="btn btn--mitid" onClick={() => void startMitid('login')}>
            {t.withMitid}
          </button>
          <button type="button" className="linkbtn" onClick={() => setMode('normal')}>
            {t.withPassword}
          </button>
        </div>
      ) : (
        <PasswordForm />
      )}
      <p className="modal__foot">
        {t.noAccount}{' '}
        <button type="button" className="linkbtn" onClick={() => openModal('SIGN_UP', {}, ['LOGIN'])}>
          {t.signup}
        </button>
      </p>
    </Modal>
  )
}

function PasswordForm() {
  const [userName, setUserName] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ userName?: string; password?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const focus = useAutoFocus<HTMLInputElement>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const missing = {
      ...(userName.trim() ? {} : { userName: t.userNameMissing }),
      ...(password ? {} : { password: t.passwordMissing }),
    }
    setErrors(missing)
    if (Object.keys(missing).length || busy) return
    setBusy(true)
    const message = await loginWithPassword(userName.trim(), password)
    if (message) setErrors({ form: message })
    setBusy(false)
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        ref={focus}
        label={t.userName}
        value={userName}
        onChange={setUserName}
        error={errors.userName}
        autoComplete="username"
        maxLength={64}
      />
      <PasswordField label={t.password} value={password} onChange={setPassword} error={errors.password} />
      <FormAlert message={errors.form} />
      <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      <div className="modal__links">
        <button type="button" className="linkbtn" onClick={() => openModal('LOGIN_FORGOT_PASS')}>
          {t.forgot}
        </button>
        <button type="button" className="linkbtn" onClick={() => void startMitid('login')}>
          {t.withMitid}
        </button>
      </div>
    </form>
  )
}
