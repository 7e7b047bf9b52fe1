import { type FormEvent, useState } from 'react'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'
import { useForm } from '../../ui/use-form.ts'
import { MitidSubmit } from './Controls.tsx'
import { CPR_RULE, CprField } from './CprField.tsx'

const t = da.signup

const RULES = {
  cpr: CPR_RULE,
  email: { required: true, email: true, maxLength: 254 },
}

type Props = {
  email: string
  /** The server's message from the last try (or from the way back from MitID). */
  error: string | null
  /** Runs signup_step1 and the trip to MitID. */
  onSubmit: (cpr: string, email: string) => Promise<void>
}

/** Step 1: CPR number and e-mail, then on to MitID. */
export function Step1({ email, error, onSubmit }: Props) {
  const form = useForm({ cpr: '', email }, RULES)
  const [busy, setBusy] = useState(false)
  const first = useAutoFocus<HTMLInputElement>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.check()) return
    setBusy(true)
    await onSubmit(form.values.cpr.replace(/-/g, ''), form.values.email.trim())
    setBusy(false)
  }

  return (
    <form className="signup__form" onSubmit={submit} noValidate>
      <p>{t.intro}</p>
      <CprField ref={first} {...form.field('cpr')} />
      <Field label={t.email} type="email" {...form.field('email')} autoComplete="email" required />
      <MitidSubmit busy={busy} error={error} />
    </form>
  )
}
