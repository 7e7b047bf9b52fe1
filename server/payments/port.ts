/**
 * The payment service, an outside party (ARCHITECTURE.md: Outside parties): the hosted payment window
 * the casino's frame is sent to with a signed order, whose signed callback (`/dibs/callback`, checked
 * with the merchant key in `service.ts`) credits the deposit. The sandbox (`sandbox/`) is the default; a
 * real adapter (`server/payments/<vendor>/`) implements the same interface and is added to
 * `paymentProvider()` in `provider.ts`, chosen by `PAYMENT_PROVIDER`.
 */
export interface PaymentProvider {
  readonly name: string
  /** Where the frame goes to pay the signed order (the query carries the order and its `mac`). */
  windowUrl(signedOrder: URLSearchParams): string
  /**
   * The least this player may deposit, kr. A real service applies the casino's minimum (SPEC.md
   * section 9) to everyone; only the sandbox knows a test account with a lower one.
   */
  minimumDepositKr(player: { userName: string }): number
}
