import { type FormEvent, useState } from 'react'
import type { Profile } from '../../../contract/player.ts'
import { FIELD_TEXT, type Rules } from '../../lib/validation.ts'
import { saveAccountInfo } from '../../stores/account.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { useForm } from '../../ui/use-form.ts'
import { closeAccountModal } from './account-nav.ts'
import './account.css'
import { FieldError } from '../../ui/FieldError.tsx'

const t = da.account.info

/** SPEC.md section 5, Account info: e-mail required and valid; mobile required, numeric, at least 8. */
const RULES: Record<'email' | 'phoneNr', Rules> = {
  email: { required: true, email: true },
  phoneNr: { required: true, numeric: true, minLength: { length: 8, message: FIELD_TEXT.mobile } },
}

/** YOUR_INFO: e-mail and mobile are editable; address, zip and city are shown but disabled (SPEC.md section 2). */
export function YourInfo({ onClose }: { onClose: () => void }) {
  const { profile } = useSession()
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      {profile ? <InfoForm key={profile.userId} profile={profile} /> : <p>{da.account.loading}</p>}
    </Modal>
  )
}

/** Each field is checked when the player leaves it, the whole form on submit (SPEC.md section 5). */
function InfoForm({ profile }: { profile: Profile }) {
  const form = useForm({ email: profile.email, phoneNr: profile.phoneNr }, RULES)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const email = form.values.email.trim()
  const phoneNr = form.values.phoneNr.trim()
  const changed = email !== profile.email || phoneNr !== profile.phoneNr

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!changed || busy) return
    if (!form.check()) {
      setFormError(t.filledWrong)
      return
    }
    setFormError(null)
    setBusy(true)
    setFormError(await saveAccountInfo({ email, phoneNr }))
    setBusy(false)
  }

  return (
    <form className="account" onSubmit={submit} noValidate>
      <Field label={t.email} type="email" {...form.field('email')} autoComplete="email" maxLength={254} />
      <Field
        label={t.mobile}
        type="tel"
        inputMode="numeric"
        {...form.field('phoneNr')}
        autoComplete="tel"
        maxLength={15}
      />
      <Field label={t.address} value={profile.address} onChange={() => {}} disabled />
      <Field label={t.zip} value={profile.zip} onChange={() => {}} disabled />
      <Field label={t.city} value={profile.city} onChange={() => {}} disabled />
      <p className="account__muted">{t.addressNote}</p>
      <FieldError error={formError} />
      {changed && (
        <button type="submit" className="btn" disabled={busy}>
          {t.confirm}
        </button>
      )}
    </form>
  )
}
