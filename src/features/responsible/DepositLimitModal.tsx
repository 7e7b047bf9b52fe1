import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { DEPOSIT_LIMIT_MAX_KR, MONEY_TEXT, PERIODS, type Period } from '../../../contract/wallet-rules.ts'
import { formatLimitDate, type LimitView, limitViews } from '../../lib/deposit-limits.ts'
import { formatWholeKr } from '../../lib/money.ts'
import { loadLimits, saveLimit, useResponsible } from '../../stores/responsible.ts'
import { daResponsible } from '../../text/responsible.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import { LimitForm } from './LimitForm.tsx'
import './responsible.css'

const t = daResponsible
const kr = formatWholeKr

/**
 * DEPOSIT_LIMIT at /konto/ansvarligt-spil/indbetalingsgrænse (SPEC.md sections 2, 4, 5): daily, weekly
 * and monthly tabs, each with its limit and any pending raise with its date, and an edit mode.
 */
export function DepositLimitModal({ onClose }: { onClose: () => void }) {
  const { limits } = useResponsible()
  const [period, setPeriod] = useState<Period>('daily')
  const [editing, setEditing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  useEffect(() => {
    void loadLimits().then(setError)
  }, [])
  const view = limits ? limitViews(limits).find((v) => v.period === period) : undefined

  function choose(p: Period) {
    setPeriod(p)
    setEditing(false)
  }
  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  function onKey(e: KeyboardEvent) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = PERIODS[(PERIODS.indexOf(period) + step + PERIODS.length) % PERIODS.length] ?? 'daily'
    choose(next)
    document.getElementById(`${id}-${next}`)?.focus()
  }

  async function save(amount: number) {
    const message = await saveLimit(period, amount)
    if (!message) setEditing(false)
    return message
  }

  return (
    <Modal title={t.limit.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <div className="rg">
        <div role="tablist" aria-label={t.limit.tabs} className="rg__tabs" onKeyDown={onKey}>
          {PERIODS.map((p) => (
            <button
              key={p}
              id={`${id}-${p}`}
              type="button"
              role="tab"
              aria-selected={p === period}
              aria-controls={`${id}-panel`}
              tabIndex={p === period ? 0 : -1}
              className="rg__tab"
              onClick={() => choose(p)}
            >
              {t.periods[p]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${period}`} className="rg__panel">
          {!limits && !error && <p>{t.limit.loading}</p>}
          <FormAlert message={error} />
          {view && !editing && <LimitInfo view={view} onEdit={() => setEditing(true)} />}
          {view && editing && (
            <LimitForm
              key={period}
              period={period}
              label={t.limit.input(t.periodLimit[period])}
              hint={`${t.periodLimit[period]}: ${MONEY_TEXT.limitMax(DEPOSIT_LIMIT_MAX_KR[period])}`}
              submitText={t.limit.set}
              onSubmit={save}
              onCancel={{ text: t.limit.cancel, run: () => setEditing(false) }}
            />
          )}
          <p className="rg__muted">{t.limit.rules}</p>
        </div>
      </div>
    </Modal>
  )
}

function LimitInfo({ view, onEdit }: { view: LimitView; onEdit: () => void }) {
  const { pending } = view
  return (
    <div className="rg__info">
      <dl className="rg__facts">
        <div>
          <dt>{t.limit.current}</dt>
          <dd>{view.amount === null ? t.limit.none : kr(view.amount)}</dd>
        </div>
      </dl>
      {pending && (
        <p className="rg__pending">
          {pending.amount === null
            ? t.limit.pendingNone(formatLimitDate(pending.at))
            : t.limit.pending(kr(pending.amount), formatLimitDate(pending.at))}
        </p>
      )}
      <p className="rg__hint">{MONEY_TEXT.limitMax(DEPOSIT_LIMIT_MAX_KR[view.period])}</p>
      <button type="button" className="btn" onClick={onEdit}>
        {t.limit.edit}
      </button>
    </div>
  )
}
