import { type FormEvent, useState } from 'react'
import { validate } from '../../lib/validation.ts'
import { setNewsletterByEmail } from '../../stores/account.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import './account.css'
import { FieldError } from '../../ui/FieldError.tsx'

const t = da.account.unsubscribe

/** /afmeld-nyhedsbrev (SPEC.md sections 2 and 4, Newsletter): a form, then a confirmation with a resubscribe link. */
export function Unsubscribe() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [state, setState] = useState<'form' | 'done' | 'resubscribed'>('form')
  const [busy, setBusy] = useState(false)

  async function send(on: boolean) {
    setBusy(true)
    setFailed(null)
    if (await setNewsletterByEmail(email.trim(), on)) setState(on ? 'resubscribed' : 'done')
    else setFailed(t.failed)
    setBusy(false)
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    const invalid = validate(email.trim(), { required: t.invalid, email: true })
    setError(invalid)
    if (!invalid && !busy) void send(false)
  }

  return (
    <section className="account account--page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t.title}</h1>
      {state === 'form' ? (
        <form className="account" onSubmit={submit} noValidate>
          <p>{t.intro}</p>
          <Field
            label={t.email}
            type="email"
            value={email}
            onChange={setEmail}
            error={error}
            autoComplete="email"
            maxLength={254}
          />
          <button type="submit" className="btn" disabled={busy}>
            {t.submit}
          </button>
        </form>
      ) : (
        <div className="account" role="status">
          <p>{state === 'done' ? t.done : t.resubscribed}</p>
          {state === 'done' && (
            <button type="button" className="linkbtn" disabled={busy} onClick={() => void send(true)}>
              {t.resubscribe}
            </button>
          )}
        </div>
      )}
      <FieldError error={failed} />
    </section>
  )
}
