import { z } from 'zod'

/**
 * The money side's variables (server/config.ts merges them into its one schema) and how they are
 * shaped and checked. The payment service and NemKonto have sandbox adapters only, so production
 * refuses to start (ARCHITECTURE.md: the server refuses NODE_ENV=production while any sandbox
 * adapter is active).
 */
export const MoneyEnv = z.object({
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SECRET: z.string().optional(),
  PAYMENT_CALLBACK_URL: z.string().url().optional(),
  WALLET_PROVIDERS: z.string().optional(),
  PAYOUT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYOUT_SETTLE_SEC: z.coerce.number().int().min(0).default(300),
  JOBS: z.enum(['0', '1']).default('1'),
})

export const SANDBOX_PAYMENT_SECRET = 'sandbox-payment-secret-do-not-use-in-production'
export const SANDBOX_PROVIDERS = 'studio:sandbox-studio-secret-do-not-use-in-production'

/** Config['money'], from the parsed variables; throws the operator's message on a refused setting. */
export function moneyConfig(e: z.output<typeof MoneyEnv> & { NODE_ENV: string }) {
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
    /** Which payment service and bank adapters run (server/payments/provider.ts, server/payout/provider.ts). */
    paymentProvider: e.PAYMENT_PROVIDER,
    payoutProvider: e.PAYOUT_PROVIDER,
    /** The merchant key shared with the payment service: signs the window request and its callback. */
    paymentSecret,
    /** Where the payment service delivers its callback; unset means this process's own address. */
    paymentCallbackUrl: e.PAYMENT_CALLBACK_URL || undefined,
    /** Game providers allowed to call /wallet-api/, each with its HMAC secret. */
    walletProviders: providers,
    /** The NemKonto sandbox pays a withdrawal this long after accepting it. */
    payoutSettleMs: e.PAYOUT_SETTLE_SEC * 1000,
    /** Whether this process takes part in the scheduled jobs (each runs in one process at a time). */
    jobs: e.JOBS === '1',
  }
}
