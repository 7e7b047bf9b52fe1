import { type FormEvent, useEffect, useState } from 'react'
import { parseKrInput, withdrawAmountError } from '../../../contract/wallet-rules.ts'
import { formatKr } from '../../lib/money.ts'
import { errorText } from '../../stores/errors.ts'
import { openModal } from '../../stores/modals.ts'
import { loadWithdraw, requestWithdrawal, useWallet } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import { BonusList } from './BonusList.tsx'
import './wallet.css'

const t = daWallet.withdraw

/**
 * WITHDRAW at /konto/udbetaling (SPEC.md sections 2, 3, 5): what can be taken out, the bonus list and
 * pending payouts; the minimum, not above the available amount; blocked while a bonus is being wagered
 * (with the reset) and for an unverified temp account.
 */
export function WithdrawModal({ onClose }: { onClose: () => void }) {
  const { withdraw } = useWallet()
  const [amount, setAmount] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    loadWithdraw().catch((err: unknown) => setError(errorText(err)))
  }, [])
  const info = withdraw.info
  const invalid = info ? withdrawAmountError(amount, info.amount) : null
  const close = () => closeAccountModal(onClose)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const value = parseKrInput(amount)
    if (invalid || typeof value === 'string' || busy) return
    setBusy(true)
    setError(null)
    try {
      const w = await requestWithdrawal(value, text.trim())
      close()
      openModal('WITHDRAW_NOTIFICATION_POPUP', { amount: w.amount })
    } catch (err) {
      setError(errorText(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={t.title} onClose={close} variant="panel">
      {!info && !error && <p>{t.loading}</p>}
      {info && (
        <div className="wallet">
          <p className="wallet__big">{t.available(formatKr(info.amount))}</p>
          <p className="wallet__muted">
            {t.balance(formatKr(info.pendingBalance - info.bonus), formatKr(info.bonus))}
          </p>
          {info.pending > 0 && <p className="wallet__pending">{t.pending(formatKr(info.pending))}</p>}
          <BonusList bonuses={withdraw.bonuses} />
          {info.blocked === 'temp' && <p className="form__alert">{t.blockedTemp}</p>}
          {info.blocked === 'bonus' && (
            <div className="wallet__blocked">
              <p className="form__alert">{t.blockedBonus(formatKr(info.rollover))}</p>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => openModal('REMOVE_BONUS_CONFIRM')}
              >
                {t.reset}
              </button>
            </div>
          )}
          {info.blocked === null && (
            <form className="wallet" onSubmit={submit} noValidate>
              <Field
                label={t.amount}
                value={amount}
                onChange={setAmount}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                error={amount !== '' ? invalid : null}
              />
              <Field label={t.text} value={text} onChange={setText} maxLength={200} autoComplete="off" />
              <p className="wallet__muted">{t.nemKonto}</p>
              <FormAlert message={error} />
              <button type="submit" className="btn" disabled={invalid !== null || busy} aria-busy={busy}>
                {t.submit}
              </button>
            </form>
          )}
        </div>
      )}
      {!info && <FormAlert message={error} />}
    </Modal>
  )
}
