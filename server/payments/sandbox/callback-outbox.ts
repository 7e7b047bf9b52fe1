import { PaymentCallbackAnswer } from '../../../contract/wallet.ts'
import type { Clock } from '../../../platform/clock.ts'
import { sign } from '../../../platform/wallet-signing.ts'
import type { Db } from '../../db/index.ts'
import { dueCallbacks, markDelivered, markFailed, movePayment, type PspCallback } from './repo.ts'

const DELIVERY_TIMEOUT_MS = 5000
/** 1 s, 2 s, 4 s ... capped at 10 minutes: retried until the casino acknowledges. */
export const backoffMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 10 * 60_000)

export type Log = { warn(obj: object, msg: string): void }

/**
 * The sandbox's signed callbacks to the casino, kept in an outbox: each is delivered at once and
 * then retried with backoff until the casino acknowledges it. A payment the casino refuses is voided.
 */
export function createCallbackOutbox(db: Db, clock: Clock, secret: string, log: Log) {
  /** One HTTP delivery of a callback; answers the casino's verdict, or null when it did not get through. */
  async function deliver(cb: PspCallback) {
    const now = clock.now()
    try {
      const res = await fetch(cb.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(secret, cb.body, now.getTime()) },
        body: cb.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      const json = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown } | null
      const answer = PaymentCallbackAnswer.safeParse(json?.data)
      if (!res.ok || !json?.success || !answer.success) throw new Error(`casino answered ${res.status}`)
      await markDelivered(db, cb.id, clock.now(), JSON.stringify(answer.data))
      if (!answer.data.accepted)
        await movePayment(db, cb.payment_id, ['authorized'], {
          status: 'voided',
          result_reason: answer.data.reason,
          updated_at: clock.now(),
        })
      return answer.data
    } catch (err) {
      await markFailed(db, cb.id, new Date(now.getTime() + backoffMs(cb.attempts)), (err as Error).message)
      log.warn(
        { payment: cb.payment_id, attempts: cb.attempts + 1, err: (err as Error).message },
        'callback not delivered',
      )
      return null
    }
  }

  return {
    deliver,
    /** The outbox job: delivers every callback that is due; answers how many got through. */
    async deliverDue(): Promise<number> {
      let delivered = 0
      for (const cb of await dueCallbacks(db, clock.now(), 50)) if (await deliver(cb)) delivered++
      return delivered
    },
  }
}
