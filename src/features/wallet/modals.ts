import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** The money modals (SPEC.md section 2, Named modals), each loaded when first opened. */
export const walletModals: ModalRegistry = {
  USER_DEPOSIT: lazy(() => import('./DepositModal.tsx').then((m) => ({ default: m.DepositModal }))),
  VOUCHER: lazy(() => import('./VoucherModal.tsx').then((m) => ({ default: m.VoucherModal }))),
  WITHDRAW: lazy(() => import('./WithdrawModal.tsx').then((m) => ({ default: m.WithdrawModal }))),
  WITHDRAW_NOTIFICATION_POPUP: lazy(() =>
    import('./WithdrawNotification.tsx').then((m) => ({ default: m.WithdrawNotification })),
  ),
  REMOVE_BONUS_CONFIRM: lazy(() =>
    import('./RemoveBonusConfirm.tsx').then((m) => ({ default: m.RemoveBonusConfirm })),
  ),
  TRANSACTION_HISTORY: lazy(() => import('./History.tsx').then((m) => ({ default: m.History }))),
  TRANSACTION_INFO: lazy(() => import('./TransactionInfo.tsx').then((m) => ({ default: m.TransactionInfo }))),
  TRANSACTION_CHOOSE_DATE: lazy(() => import('./ChooseDate.tsx').then((m) => ({ default: m.ChooseDate }))),
}
