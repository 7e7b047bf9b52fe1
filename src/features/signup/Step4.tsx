import { type FormEvent, useEffect, useState } from 'react'
import { EXPECTED_BETTING } from '../../../contract/field-rules.ts'
import { FIELD_TEXT } from '../../lib/validation.ts'
import { errorText } from '../../stores/errors.ts'
import { type AccountForm, loadQuestions } from '../../stores/signup.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { PasswordField } from '../../ui/PasswordField.tsx'
import { SubmitButton } from '../../ui/SubmitButton.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'
import { useForm } from '../../ui/use-form.ts'
import { CheckField, SelectField } from './Controls.tsx'

const t = da.signup

/** SPEC.md section 5, Sign-up. */
const RULES = {
  userName: { required: true, userName: true },
  password: { required: true, password: true },
  phone: { required: true, numeric: true, mobile: true },
  securityQuestion: { required: FIELD_TEXT.securityQuestion },
  securityAnswer: { required: true, maxLength: 100 },
  expectBetting: { required: FIELD_TEXT.expectBetting },
  acceptTerms: { required: FIELD_TEXT.terms },
  newsletter: {},
  bonusCode: { maxLength: 30 },
}
const EMPTY: AccountForm = {
  userName: '',
  password: '',
  phone: '',
  securityQuestion: '',
  securityAnswer: '',
  expectBetting: '',
  acceptTerms: '',
  newsletter: '',
  bonusCode: '',
}
const BETTING = EXPECTED_BETTING.map((value) => ({ value, label: t.betting[value] }))

type Props = {
  status: 'open' | 'temp' | undefined
  /** Registers the account; answers an error message to show, or null. */
  onSubmit: (form: AccountForm) => Promise<string | null>
}

/** Step 4: the account itself. */
export function Step4({ status, onSubmit }: Props) {
  const form = useForm(EMPTY, RULES)
  const { values: v, errors: e, set, field } = form
  const [questions, setQuestions] = useState<{ value: string; label: string }[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const first = useAutoFocus<HTMLInputElement>()

  useEffect(() => {
    let live = true
    loadQuestions().then(
      (list) => live && setQuestions(list.map((q) => ({ value: String(q.id), label: q.question }))),
      (err: unknown) => live && setError(errorText(err)),
    )
    return () => {
      live = false
    }
  }, [])

  async function submit(ev: FormEvent) {
    ev.preventDefault()
    if (busy || !form.check()) return
    setBusy(true)
    setError(null)
    const message = await onSubmit(v)
    setError(message)
    setBusy(false)
  }

  const check = (key: 'acceptTerms' | 'newsletter') => (on: boolean) => set(key)(on ? '1' : '')
  return (
    <form className="signup__form" onSubmit={submit} noValidate>
      {status === 'temp' && <p className="signup__note">{t.tempNote}</p>}
      <Field
        ref={first}
        label={t.userName}
        {...field('userName')}
        autoComplete="username"
        maxLength={30}
        required
      />
      <PasswordField label={t.password} {...field('password')} choosing required />
      <Field
        label={t.mobile}
        type="tel"
        {...field('phone')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        required
      />
      <SelectField
        label={t.securityQuestion}
        {...field('securityQuestion')}
        options={questions}
        placeholder={t.chooseQuestion}
      />
      <Field
        label={t.securityAnswer}
        {...field('securityAnswer')}
        autoComplete="off"
        maxLength={100}
        required
      />
      <SelectField
        label={t.expectBetting}
        {...field('expectBetting')}
        options={BETTING}
        placeholder={t.chooseBetting}
      />
      <CheckField
        label={t.acceptTerms}
        checked={v.acceptTerms === '1'}
        onChange={check('acceptTerms')}
        error={e.acceptTerms}
      />
      <CheckField label={t.newsletter} checked={v.newsletter === '1'} onChange={check('newsletter')} />
      <Field label={t.bonusCode} {...field('bonusCode')} autoComplete="off" maxLength={30} />
      <FormAlert message={error} />
      <div className="modal__actions">
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </div>
    </form>
  )
}
