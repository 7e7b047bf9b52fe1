/**
 * The bank that pays withdrawals to the player's NemKonto, an outside party (ARCHITECTURE.md: Outside
 * parties). The sandbox (`nemkonto/`) is the default; a real adapter (`server/payout/<bank>/`)
 * implements the same two calls and is added to `payoutBank()` in `provider.ts`, chosen by
 * `PAYOUT_PROVIDER`.
 */
type PayoutState = 'accepted' | 'paid' | 'rejected' | 'unknown'

export interface PayoutBank {
  /** Hands a payout to the bank, idempotent per reference; answers the bank's own reference. */
  submit(reference: string, cpr: string, amountOre: number): Promise<string>
  status(reference: string): Promise<PayoutState>
}
