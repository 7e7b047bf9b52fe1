import { type FormEvent, useState } from 'react'
import { cleanVoucherCode, cleanVoucherSerial, voucherReady } from '../../../contract/wallet-rules.ts'
import { errorText } from '../../stores/errors.ts'
import { showToast } from '../../stores/toasts.ts'
import { redeemVoucher } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import './wallet.css'

const t = daWallet.voucher

/**
 * VOUCHER at /konto/voucher (SPEC.md sections 5 and 8): the number keeps digits and dots, the code is
 * trimmed, and the button waits until both are filled. Success is a toast; a refusal shows the server's text.
 */
export function VoucherModal({ onClose }: { onClose: () => void }) {
  const [serial, setSerial] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ready = voucherReady(serial, code)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    setError(null)
    try {
      showToast(await redeemVoucher(serial, cleanVoucherCode(code)), 'success')
      setSerial('')
      setCode('')
    } catch (err) {
      setError(errorText(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <form className="wallet" onSubmit={submit} noValidate>
        <p className="wallet__muted">{t.intro}</p>
        <Field
          label={t.serial}
          value={serial}
          onChange={(v) => setSerial(cleanVoucherSerial(v))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
        />
        <Field label={t.code} value={code} onChange={setCode} autoComplete="off" maxLength={40} />
        <FormAlert message={error} />
        <button type="submit" className="btn" disabled={!ready || busy} aria-busy={busy}>
          {t.submit}
        </button>
      </form>
    </Modal>
  )
}
