import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** The money modals (SPEC.md section 2, Named modals), each loaded when first opened. */
export const walletModals: ModalRegistry = {
  USER_DEPOSIT: lazyNamed(() => import('./DepositModal.tsx'), 'DepositModal'),
  VOUCHER: lazyNamed(() => import('./VoucherModal.tsx'), 'VoucherModal'),
  WITHDRAW: lazyNamed(() => import('./WithdrawModal.tsx'), 'WithdrawModal'),
  WITHDRAW_NOTIFICATION_POPUP: lazyNamed(() => import('./WithdrawNotification.tsx'), 'WithdrawNotification'),
  REMOVE_BONUS_CONFIRM: lazyNamed(() => import('./RemoveBonusConfirm.tsx'), 'RemoveBonusConfirm'),
  TRANSACTION_HISTORY: lazyNamed(() => import('./History.tsx'), 'History'),
  TRANSACTION_INFO: lazyNamed(() => import('./TransactionInfo.tsx'), 'TransactionInfo'),
  TRANSACTION_CHOOSE_DATE: lazyNamed(() => import('./ChooseDate.tsx'), 'ChooseDate'),
}
