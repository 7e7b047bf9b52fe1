import type { z } from 'zod'
import type {
  WalletAnswer,
  WalletBetBody,
  WalletBetWinBody,
  WalletRollbackBody,
  WalletWinBody,
} from '../../contract/wallet.ts'
import { PROVIDER_HEADER, SIGNATURE_HEADER, sign } from './signing.ts'

type BetCall = z.input<typeof WalletBetBody>
type WinCall = z.input<typeof WalletWinBody>
export type BetWinCall = z.input<typeof WalletBetWinBody>
type RollbackCall = z.input<typeof WalletRollbackBody>
/** The undoing of bet `betTx`, under an id of its own that also makes a late debit of the bet refused. */
export const rollbackOf = (userId: number, roundId: string, betTx: string): RollbackCall => ({
  userId,
  roundId,
  transactionId: `${betTx}:rollback`,
  betTransactionId: betTx,
})

/**
 * A definite answer from the wallet that it did not book the call (insufficient funds, a blocked
 * player, a bet already rolled back): the round can be closed without asking again.
 */
export class WalletRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'WalletRefusal'
  }
}

/**
 * Anything else (no answer, a 5xx, a broken body): whether the wallet booked the call is unknown, so
 * the round stays as it is and recovery asks again with the same transaction id.
 */
export class WalletUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WalletUnavailable'
  }
}

/** The casino's seamless wallet as the studio sees it: five signed, idempotent calls. */
export interface WalletClient {
  balance(userId: number): Promise<WalletAnswer>
  bet(body: BetCall): Promise<WalletAnswer>
  win(body: WinCall): Promise<WalletAnswer>
  /** A whole round: its stake and its win in one call (issue 29.7); a refusal books nothing. */
  betWin(body: BetWinCall): Promise<WalletAnswer>
  rollback(body: RollbackCall): Promise<WalletAnswer>
}

/** How a signed call reaches the wallet: over HTTP, or handed to a casino in the same process. */
export type WalletPost = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; text: string }>

export function signedWalletClient(
  provider: string,
  secret: string,
  nowMs: () => number,
  post: WalletPost,
): WalletClient {
  async function call(
    op: 'balance' | 'bet' | 'win' | 'bet-win' | 'rollback',
    body: object,
  ): Promise<WalletAnswer> {
    const text = JSON.stringify(body)
    let res: { status: number; text: string }
    try {
      res = await post(`/wallet-api/${op}`, text, {
        'content-type': 'application/json',
        [PROVIDER_HEADER]: provider,
        [SIGNATURE_HEADER]: sign(secret, text, nowMs()),
      })
    } catch (err) {
      throw new WalletUnavailable(`wallet ${op}: ${(err as Error).message}`)
    }
    let json: { success?: boolean; data?: unknown; errorMessage?: string } = {}
    try {
      json = JSON.parse(res.text)
    } catch {
      throw new WalletUnavailable(`wallet ${op}: answered ${res.status} without JSON`)
    }
    if (res.status === 200 && json.success === true) return json.data as WalletAnswer
    if (res.status >= 400 && res.status < 500) {
      const code = (json.data as { code?: string } | undefined)?.code ?? `HTTP_${res.status}`
      throw new WalletRefusal(res.status, code, json.errorMessage ?? code)
    }
    throw new WalletUnavailable(`wallet ${op}: answered ${res.status}`)
  }
  return {
    balance: (userId) => call('balance', { userId }),
    bet: (b) => call('bet', b),
    win: (w) => call('win', w),
    betWin: (b) => call('bet-win', b),
    rollback: (r) => call('rollback', r),
  }
}
