import { type FormEvent, useState } from 'react'
import { resetPassword, startMitid } from '../../stores/auth.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'

const t = da.auth

/** LOGIN_FORGOT_PASS / FORGOT_PASSWORD: reset is disabled until both fields are filled (SPEC.md section 5). */
export function ForgotPassword({ onClose }: { onClose: () => void }) {
  const [userName, setUserName] = useState('')
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const ready = userName.trim() !== '' && email.trim() !== ''

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!ready) return
    setAnswer(await resetPassword(userName.trim(), email.trim()))
  }

  return (
    <Modal title={t.forgotTitle} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t.forgotIntro}</p>
        <Field
          label={t.userName}
          value={userName}
          onChange={setUserName}
          autoComplete="username"
          maxLength={64}
        />
        <Field
          label={t.email}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          maxLength={254}
        />
        <FormAlert message={answer?.text} kind={answer?.kind === 'ok' ? 'ok' : 'error'} />
        <button type="submit" className="btn" disabled={!ready}>
          {t.reset}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void startMitid('forgotpassword')}>
          {t.resetWithMitid}
        </button>
      </form>
    </Modal>
  )
}
