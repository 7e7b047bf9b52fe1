import { type FormEvent, useId } from 'react'
import type { Bonus } from '../../../contract/wallet.ts'
import {
  cleanDepositInput,
  depositAmountError,
  MAX_DEPOSIT_KR,
  QUICK_DEPOSIT_AMOUNTS,
} from '../../../contract/wallet-rules.ts'
import { bonusLine, type PayType } from '../../lib/deposit-flow.ts'
import { formatKr, formatWholeKr } from '../../lib/money.ts'
import { daWallet } from '../../text/wallet.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { RadioOptions } from '../../ui/RadioOptions.tsx'

const t = daWallet.deposit
const PAY_TYPES: PayType[] = ['card', 'mobilePay', 'applePay']

type Props = {
  amount: string
  onAmount: (v: string) => void
  payType: PayType
  onPayType: (p: PayType) => void
  minKr: number
  bonus: Bonus | null
  onChangeBonus: (() => void) | null
  error: string | null
  onSubmit: (kr: number) => void
}

/**
 * Step 1 (SPEC.md section 5, Deposit): digits only, at most 7, between the minimum (50 kr., 1 for the
 * test user) and 10.000 kr.; quick amounts; the payment type; the bonus preview. The buttons stay
 * disabled under the minimum.
 */
export function AmountStep(p: Props) {
  const invalid = depositAmountError(p.amount, p.minKr)
  const kr = Number(p.amount || 0)
  const payId = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!invalid) p.onSubmit(kr)
  }
  return (
    <form className="wallet" onSubmit={submit} noValidate>
      {p.bonus && (
        <div className="wallet__chosen">
          <p>{t.bonusChosen(p.bonus.title)}</p>
          <p className="wallet__preview" aria-live="polite">
            {bonusLine(kr, p.bonus)}
          </p>
          {p.onChangeBonus && (
            <button type="button" className="linkbtn" onClick={p.onChangeBonus}>
              {t.changeBonus}
            </button>
          )}
        </div>
      )}
      <Field
        label={t.amount}
        value={p.amount}
        onChange={(v) => p.onAmount(cleanDepositInput(v))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        error={p.amount !== '' ? invalid : null}
      />
      <p className="wallet__muted">{t.limits(formatKr(p.minKr), formatKr(MAX_DEPOSIT_KR))}</p>
      <fieldset className="wallet__quick">
        <legend>{t.quick}</legend>
        {QUICK_DEPOSIT_AMOUNTS.map((q) => (
          <button
            key={q}
            type="button"
            className="chip"
            aria-pressed={p.amount === String(q)}
            onClick={() => p.onAmount(String(q))}
          >
            {formatWholeKr(q)}
          </button>
        ))}
      </fieldset>
      <fieldset className="wallet__pay" aria-describedby={payId}>
        <legend id={payId}>{t.payWith}</legend>
        <RadioOptions
          name="payType"
          options={PAY_TYPES}
          value={p.payType}
          onChange={p.onPayType}
          className="wallet__radio"
        >
          {(type) => t.payTypes[type]}
        </RadioOptions>
      </fieldset>
      <FormAlert message={p.error} />
      <button type="submit" className="btn" disabled={invalid !== null}>
        {t.submit}
      </button>
    </form>
  )
}
