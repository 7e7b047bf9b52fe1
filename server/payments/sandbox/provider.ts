import { MIN_DEPOSIT_KR } from '../../../contract/wallet-rules.ts'
import type { PaymentProvider } from '../port.ts'
import { SANDBOX_MIN_DEPOSIT_KR } from './test-accounts.ts'

/** The sandbox payment window, served by this process (`routes.ts` here). */
const WINDOW_PATH = '/dibs/window'

/** The payment sandbox as the casino's payment provider: its window and its test account's minimum. */
export function createSandboxPayments(): PaymentProvider {
  return {
    name: 'sandbox',
    windowUrl: (signedOrder) => `${WINDOW_PATH}?${signedOrder}`,
    minimumDepositKr: ({ userName }) => SANDBOX_MIN_DEPOSIT_KR[userName.toLowerCase()] ?? MIN_DEPOSIT_KR,
  }
}
