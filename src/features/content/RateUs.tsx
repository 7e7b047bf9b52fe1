import { type FormEvent, useEffect, useState } from 'react'
import { FEEDBACK_MAX, REVIEW_SITES } from '../../lib/constants.ts'
import { feedbackAlreadySent, sendFeedback } from '../../stores/content.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { RadioOptions } from '../../ui/RadioOptions.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import './content.css'
import { FieldError } from '../../ui/FieldError.tsx'

const STARS = [1, 2, 3, 4, 5] as const

const t = da.content.rateUs

/** RATE_US (SPEC.md section 2): the two review sites, and feedback stored on our server. */
export function RateUs({ onClose }: { onClose: () => void }) {
  const { user } = useSession()
  const [rating, setRating] = useState(0)
  const [message, setMessage] = useState('')
  const [state, setState] = useState<'form' | 'sending' | 'sent' | 'already'>('form')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!user) return
    let live = true
    void feedbackAlreadySent(user.id).then((sent) => live && sent && setState('already'))
    return () => {
      live = false
    }
  }, [user])
  async function submit(e: FormEvent) {
    e.preventDefault()
    if (rating < 1) {
      setError(t.pickStars)
      return
    }
    setError(null)
    setState('sending')
    setState((await sendFeedback(rating, message.trim(), user?.id)) ? 'sent' : 'form')
  }
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)}>
      <p>{t.intro}</p>
      <ul className="reviews">
        {REVIEW_SITES.map((s) => (
          <li key={s.name}>
            <a className="btn btn--ghost" href={s.url} target="_blank" rel="noopener noreferrer">
              {t.review(s.name)}
            </a>
          </li>
        ))}
      </ul>
      {state === 'sent' || state === 'already' ? (
        <p role="status" className="form__ok">
          {state === 'sent' ? t.thanks : t.already}
        </p>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <fieldset className="stars">
            <legend>{t.stars}</legend>
            <RadioOptions name="rating" options={STARS} value={rating} onChange={setRating} className="star">
              {(n) => (
                <>
                  <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span>
                  <span className="visually-hidden">{t.star(n)}</span>
                </>
              )}
            </RadioOptions>
          </fieldset>
          <FieldError error={error} />
          <div className="field">
            <label htmlFor="feedback-message">{t.message}</label>
            <textarea
              id="feedback-message"
              rows={3}
              maxLength={FEEDBACK_MAX}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button type="submit" className="btn" disabled={state === 'sending'}>
            {t.send}
          </button>
        </form>
      )}
    </Modal>
  )
}
