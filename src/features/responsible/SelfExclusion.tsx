import { type FormEvent, useEffect, useState } from 'react'
import { formatDateTime } from '../../../contract/dates.ts'
import { type ExclusionChoice, loadStatus, selfExclude, useResponsible } from '../../stores/responsible.ts'
import { daResponsible } from '../../text/responsible.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { RadioOptions } from '../../ui/RadioOptions.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import { HelpCentres } from './HelpCentres.tsx'
import './responsible.css'

const t = daResponsible.exclusion
const CHOICES: ExclusionChoice[] = ['ex_24h', 'days7', 'ex_1m', 'permanent']

/**
 * SELF_EXCLUSION at /konto/ansvarligt-spil/selvudelukkelse (SPEC.md sections 2, 4, 5): loading while
 * the status is fetched; the already-excluded text when it holds an end time (tm); otherwise the
 * periods, the confirmation (and for permanent a second one), the register and the help centres.
 */
export function SelfExclusion({ onClose }: { onClose: () => void }) {
  const { status, statusLoading } = useResponsible()
  const [fetched, setFetched] = useState(false)
  const excluded = Boolean(status?.tm || status?.excluded)
  useEffect(() => {
    void loadStatus().then(() => setFetched(true))
  }, [])
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <div className="rg">
        {(!fetched || statusLoading) && (
          <p role="status" aria-live="polite">
            {t.loading}
          </p>
        )}
        {fetched && !statusLoading && excluded && (
          <div className="rg__info">
            <p className="rg__reason">
              {status?.tm ? t.active(formatDateTime(new Date(status.tm))) : t.activePermanent}
            </p>
            <p>{t.activeInfo}</p>
          </div>
        )}
        {fetched && !statusLoading && !excluded && <ExclusionForm />}
        <p>{t.rofus}</p>
        <p>{t.payout}</p>
        <HelpCentres />
      </div>
    </Modal>
  )
}

function ExclusionForm() {
  const [choice, setChoice] = useState<ExclusionChoice>('ex_24h')
  const [confirmed, setConfirmed] = useState(false)
  const [confirmedPermanent, setConfirmedPermanent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const permanent = choice === 'permanent'
  const ready = confirmed && (!permanent || confirmedPermanent)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    setError(await selfExclude(choice))
    setBusy(false)
  }

  return (
    <form className="rg__form" onSubmit={submit} noValidate>
      <fieldset className="rg__choices">
        <legend>{t.choose}</legend>
        <RadioOptions
          name="exclusion"
          options={CHOICES}
          value={choice}
          onChange={(c) => {
            setChoice(c)
            setConfirmedPermanent(false)
          }}
          className="rg__radio"
        >
          {(c) => t.periods[c]}
        </RadioOptions>
      </fieldset>
      <label className="rg__check">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        {t.confirm}
      </label>
      {permanent && (
        <label className="rg__check">
          <input
            type="checkbox"
            checked={confirmedPermanent}
            onChange={(e) => setConfirmedPermanent(e.target.checked)}
          />
          {t.confirmPermanent}
        </label>
      )}
      <FormAlert message={error} />
      <button type="submit" className="btn" disabled={!ready || busy} aria-busy={busy}>
        {t.submit}
      </button>
    </form>
  )
}
