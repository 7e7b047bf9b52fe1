import type { PaymentProvider } from './port.ts'
import { createSandboxPayments } from './sandbox/provider.ts'

export type PaymentProviderName = 'sandbox'

/** The one place a payment adapter is chosen; a real one is added here beside the sandbox. */
export function paymentProvider(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxPayments()
  }
}
