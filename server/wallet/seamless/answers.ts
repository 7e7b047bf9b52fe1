import type { WalletAnswer } from '../../../contract/wallet.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import type { OpResult } from '../ledger.ts'
import { WT } from '../texts.ts'

/** The balances a provider is told after a call, and the operation that booked it (none for a read). */
export const answerOf = (b: { cash: number; bonus: number }, opId: number | null) => ({
  balance: b.cash,
  bonusBalance: b.bonus,
  currency: 'DKK' as const,
  transactionId: opId === null ? null : String(opId),
})

/** A booked (or repeated) operation's answer, so that a retry is told it was one. */
export const answer = (r: OpResult): WalletAnswer => ({
  ...answerOf(r.balances, r.op.id),
  duplicate: r.duplicate,
})

/** The one refusal every call can give: the provider named a player the casino does not have. */
export const unknownPlayer = () => new HttpError(404, WT.unknownPlayer, { code: 'UNKNOWN_PLAYER' })
