import { HttpError } from '../../platform/http/errors.ts'
import { LedgerRefusal } from './ledger.ts'

const STATUS = { INSUFFICIENT_FUNDS: 402, KEY_REUSED: 409, REFUSED: 409 } as const

/** A ledger refusal leaves as a 4xx envelope with its code; anything else passes through unchanged. */
export function refusalToHttp(err: unknown): unknown {
  if (!(err instanceof LedgerRefusal)) return err
  const extra = err.data && typeof err.data === 'object' ? (err.data as Record<string, unknown>) : {}
  return new HttpError(STATUS[err.code], err.message, { code: err.code, ...extra })
}
