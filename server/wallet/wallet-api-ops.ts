import type { z } from 'zod'
import {
  type WalletAnswer,
  WalletBalanceBody,
  WalletBetBody,
  WalletBetWinBody,
  WalletRollbackBody,
  WalletWinBody,
} from '../../contract/wallet.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { verify } from '../../platform/wallet-signing.ts'
import type { Seamless } from './seamless-service.ts'
import { WT } from './texts.ts'

type Op<S extends z.ZodType> = {
  body: S
  run: (seamless: Seamless, provider: string, body: z.output<S>) => Promise<WalletAnswer>
}
const op = <S extends z.ZodType>(o: Op<S>) => o as Op<z.ZodType>

/**
 * The seamless-wallet API's calls (/wallet-api/{name}), each with its contract body and the service
 * call it makes: one table for the HTTP routes (seamless-routes.ts) and the in-process transport
 * (in-process-wallet-api.ts), so a provider is checked and answered the same by either.
 */
export const WALLET_API_OPS = {
  balance: op({ body: WalletBalanceBody, run: (s, _p, b) => s.balance(b.userId) }),
  bet: op({ body: WalletBetBody, run: (s, p, b) => s.bet(p, b) }),
  'bet-win': op({ body: WalletBetWinBody, run: (s, p, b) => s.betWin(p, b) }),
  win: op({ body: WalletWinBody, run: (s, p, b) => s.win(p, b) }),
  rollback: op({ body: WalletRollbackBody, run: (s, p, b) => s.rollback(p, b) }),
} satisfies Record<string, Op<z.ZodType>>

export type WalletApiOp = keyof typeof WALLET_API_OPS

/**
 * A call's provider must be known and must have signed the exact bytes sent, before anything reads the
 * body: an unsigned call learns nothing about the body's shape. Answers the provider's name.
 */
export function checkedProvider(
  providers: Record<string, string>,
  clock: Clock,
  provider: unknown,
  signature: unknown,
  raw: string,
): string {
  const secret = typeof provider === 'string' ? providers[provider] : undefined
  if (!secret || !verify(secret, signature, raw, clock.nowMs()))
    throw new HttpError(401, WT.badSignature, { code: 'BAD_SIGNATURE' })
  return provider as string
}
