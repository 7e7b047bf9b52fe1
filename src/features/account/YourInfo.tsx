import { type FormEvent, useState } from 'react'
import type { Profile } from '../../../contract/player.ts'
import { FIELD_TEXT, type Rules, validateAll } from '../../lib/validation.ts'
import { saveAccountInfo } from '../../stores/account.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from './account-nav.ts'
import './account.css'

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

function InfoForm({ profile }: { profile: Profile }) {
  const [email, setEmail] = useState(profile.email)
  const [phoneNr, setPhoneNr] = useState(profile.phoneNr)
  const [errors, setErrors] = useState<Partial<Record<'email' | 'phoneNr' | 'form', string>>>({})
  const [busy, setBusy] = useState(false)
  const changed = email.trim() !== profile.email || phoneNr.trim() !== profile.phoneNr

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!changed || busy) return
    const values = { email: email.trim(), phoneNr: phoneNr.trim() }
    const invalid = validateAll(values, RULES)
    if (Object.keys(invalid).length) {
      setErrors({ ...invalid, form: t.filledWrong })
      return
    }
    setErrors({})
    setBusy(true)
    const message = await saveAccountInfo(values)
    if (message) setErrors({ form: message })
    setBusy(false)
  }

  return (
    <form className="account" onSubmit={submit} noValidate>
      <Field
        label={t.email}
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      <Field
        label={t.mobile}
        type="tel"
        inputMode="numeric"
        value={phoneNr}
        onChange={setPhoneNr}
        error={errors.phoneNr}
        autoComplete="tel"
        maxLength={15}
      />
      <Field label={t.address} value={profile.address} onChange={() => {}} disabled />
      <Field label={t.zip} value={profile.zip} onChange={() => {}} disabled />
      <Field label={t.city} value={profile.city} onChange={() => {}} disabled />
      <p className="account__muted">{t.addressNote}</p>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      {changed && (
        <button type="submit" className="btn" disabled={busy}>
          {t.confirm}
        </button>
      )}
    </form>
  )
}
