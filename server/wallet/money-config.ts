/**
 * The money side's settings (server/config.ts parses the variables; this shapes and checks them).
 * The payment service and NemKonto have sandbox adapters only, so production refuses to start
 * (ARCHITECTURE.md: the server refuses NODE_ENV=production while any sandbox adapter is active).
 */
export type MoneyConfig = {
  /** The merchant key shared with the payment service: signs the window request and its callback. */
  paymentSecret: string
  /** Where the payment service delivers its callback; unset means this process's own address. */
  paymentCallbackUrl: string | undefined
  /** Game providers allowed to call /wallet-api/, each with its HMAC secret. */
  walletProviders: Record<string, string>
  /** The NemKonto sandbox pays a withdrawal this long after accepting it. */
  payoutSettleMs: number
  /** Whether this process takes part in the scheduled jobs (each runs in one process at a time). */
  jobs: boolean
}

export const SANDBOX_PAYMENT_SECRET = 'sandbox-payment-secret-do-not-use-in-production'
export const SANDBOX_PROVIDERS = 'studio:sandbox-studio-secret-do-not-use-in-production'

export type MoneyEnv = {
  NODE_ENV: string
  PAYMENT_PROVIDER: string
  PAYMENT_SECRET?: string | undefined
  PAYMENT_CALLBACK_URL?: string | undefined
  WALLET_PROVIDERS?: string | undefined
  PAYOUT_PROVIDER: string
  PAYOUT_SETTLE_SEC: number
  JOBS: string
}

export function moneyConfig(e: MoneyEnv): MoneyConfig {
  if (e.NODE_ENV === 'production')
    throw new Error(
      `Invalid environment: PAYMENT_PROVIDER=${e.PAYMENT_PROVIDER} and PAYOUT_PROVIDER=${e.PAYOUT_PROVIDER} are sandboxes; production needs real adapters`,
    )
  const providers: Record<string, string> = {}
  for (const pair of (e.WALLET_PROVIDERS || SANDBOX_PROVIDERS).split(',')) {
    const [name, secret] = pair.split(':').map((s) => s.trim())
    if (!name || !secret || secret.length < 16 || !/^[a-z0-9-]+$/.test(name))
      throw new Error(
        'Invalid environment: WALLET_PROVIDERS is name:secret,... with secrets of 16+ characters',
      )
    providers[name] = secret
  }
  const paymentSecret = e.PAYMENT_SECRET || SANDBOX_PAYMENT_SECRET
  if (paymentSecret.length < 16) throw new Error('Invalid environment: PAYMENT_SECRET needs 16+ characters')
  return {
    paymentSecret,
    paymentCallbackUrl: e.PAYMENT_CALLBACK_URL || undefined,
    walletProviders: providers,
    payoutSettleMs: e.PAYOUT_SETTLE_SEC * 1000,
    jobs: e.JOBS === '1',
  }
}
