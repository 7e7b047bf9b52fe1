import { useEffect, useState } from 'react'
import type { Bonus } from '../../../contract/wallet.ts'
import { type DepositResult, depositBonuses, dibsUrl, type PayType } from '../../lib/deposit-flow.ts'
import { errorText } from '../../stores/errors.ts'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { finishDeposit, loadDeposit, useWallet } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import { AmountStep } from './AmountStep.tsx'
import { BonusStep } from './BonusStep.tsx'
import { PaymentFrame } from './PaymentFrame.tsx'
import './wallet.css'

const t = daWallet.deposit
type Step = 'loading' | 'bonus' | 'amount' | 'frame'

/**
 * USER_DEPOSIT at /konto/indbetaling (SPEC.md sections 2, 4, 5): the bonus list first when there are
 * deposit bonuses, then amount and payment type, then the payment window in a frame.
 */
export function DepositModal({ onClose }: { onClose: () => void }) {
  const { user } = useSession()
  const { deposit } = useWallet()
  const [step, setStep] = useState<Step>('loading')
  const [bonus, setBonus] = useState<Bonus | null>(null)
  const [amount, setAmount] = useState('')
  const [payType, setPayType] = useState<PayType>('card')
  const [error, setError] = useState<string | null>(null)
  const bonuses = depositBonuses(deposit.bonuses)
  const offerBonus = bonuses.length > 0 && !deposit.active
  const close = () => closeAccountModal(onClose)

  useEffect(() => {
    loadDeposit()
      // The bonus list comes first when there is one to choose (SPEC.md section 4).
      .then((d) => setStep(depositBonuses(d.bonuses).length > 0 && !d.active ? 'bonus' : 'amount'))
      .catch((err: unknown) => {
        setError(errorText(err))
        setStep('amount')
      })
  }, [])

  function pay(kr: number) {
    setError(null)
    if (deposit.maxDeposit !== -1 && kr > deposit.maxDeposit) {
      openModal('DEPOSIT_LIMIT_WARNING', { max: deposit.maxDeposit })
      return
    }
    setStep('frame')
  }

  async function result(r: DepositResult) {
    const done = await finishDeposit(r)
    if (done.close) close()
    else {
      setError(done.error)
      setStep('amount')
    }
  }

  return (
    <Modal title={t.title} onClose={close} variant="panel">
      {step === 'loading' && <p>{t.loading}</p>}
      {step === 'bonus' && (
        <BonusStep
          bonuses={bonuses}
          onChoose={(b) => {
            setBonus(b)
            setStep('amount')
          }}
          onSkip={() => {
            setBonus(null)
            setStep('amount')
          }}
        />
      )}
      {step === 'amount' && user && (
        <AmountStep
          amount={amount}
          onAmount={setAmount}
          payType={payType}
          onPayType={setPayType}
          minKr={deposit.minDeposit}
          bonus={bonus}
          onChangeBonus={offerBonus ? () => setStep('bonus') : null}
          error={error}
          onSubmit={pay}
        />
      )}
      {step === 'amount' && !user && <FormAlert message={error ?? t.errors.LOGINFIRST} />}
      {step === 'frame' && user && (
        <PaymentFrame
          src={dibsUrl({ userId: user.id, amountKr: Number(amount), payType, bonusId: bonus?.externalId })}
          onResult={(r) => void result(r)}
          onBack={() => setStep('amount')}
        />
      )}
    </Modal>
  )
}
