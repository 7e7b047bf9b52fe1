import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { PaymentCallbackAnswer } from '../../../contract/wallet.ts'
import type { Clock } from '../../../platform/clock.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import { sign, verifyParams } from '../../../platform/wallet-signing.ts'
import type { Db } from '../../db/index.ts'
import { withResult } from '../return-url.ts'
import { type CardErrors, cardApproves, checkCard, digitsOf, phoneOk } from './cards.ts'
import {
  callbackFor,
  dueCallbacks,
  insertCallback,
  insertPayment,
  markDelivered,
  markFailed,
  movePayment,
  type PspCallback,
  type PspPayment,
  paymentById,
  paymentByOrder,
} from './repo.ts'

const DELIVERY_TIMEOUT_MS = 5000
/** 1 s, 2 s, 4 s ... capped at 10 minutes: retried until the casino acknowledges. */
const backoffMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 10 * 60_000)

export type Log = { warn(obj: object, msg: string): void }

/**
 * The payment service sandbox behind /dibs/window and /dibs/pay/ (ARCHITECTURE.md: Outside parties).
 * It behaves like the real one: it checks the merchant's signature on the window request, takes card
 * (with a 3-D Secure step), MobilePay (approved in a simulated app) or Apple Pay, and tells the casino
 * about an authorised payment by a signed HTTP callback from its outbox, retried until acknowledged,
 * before it sends the browser back. A payment the casino refuses is voided (the money stays with the
 * player's card).
 */
export function createPspSandbox(db: Db, clock: Clock, secret: string, log: Log) {
  const appleKey = createHmac('sha256', secret).update('apple-pay-sandbox').digest()

  async function get(id: string): Promise<PspPayment> {
    const p = /^[0-9a-f-]{36}$/.test(id) ? await paymentById(db, id) : undefined
    if (!p) throw new HttpError(404, 'Betalingen findes ikke')
    return p
  }

  /** Where the browser goes once a payment is over; null while it is still open. */
  function resultUrl(p: PspPayment): string | null {
    const ok = p.pay_type === 'applePay' ? (p.success_url ?? p.accept_url) : p.accept_url
    switch (p.status) {
      case 'authorized':
        return withResult(ok, p.amount_ore, p.result_reason)
      case 'voided':
        return withResult(p.error_url, p.amount_ore, p.result_reason ?? 'DEPOSIT_PPT_INTERNAL')
      case 'declined':
        return withResult(p.error_url, p.amount_ore, 'DEPOSIT_PPT_DECLINED')
      case 'cancelled':
        return withResult(p.cancel_url, p.amount_ore, 'DEPOSIT_CANCEL')
      default:
        return null
    }
  }

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

  /** Card, MobilePay or Apple Pay said yes: record it, owe the casino a callback, try to deliver it now. */
  async function authorize(p: PspPayment, from: PspPayment['status'][]): Promise<string> {
    const now = clock.now()
    if (!(await movePayment(db, p.id, from, { status: 'authorized', updated_at: now }))) return settled(p.id)
    const body = JSON.stringify({
      orderId: p.merchant_order,
      paymentId: p.id,
      status: 'authorized',
      amount: p.amount_ore,
      currency: 'DKK',
      payType: p.pay_type,
    })
    await insertCallback(db, {
      payment_id: p.id,
      url: p.callback_url,
      body,
      next_attempt_at: new Date(now.getTime() + backoffMs(0)),
      created_at: now,
    })
    const cb = await callbackFor(db, p.id)
    if (cb && !cb.delivered_at && !(await deliver(cb)))
      // Paid, but the casino has not confirmed yet: the outbox keeps trying; the player is told so.
      await movePayment(db, p.id, ['authorized'], {
        result_reason: 'DEPOSIT_PENDING',
        updated_at: clock.now(),
      })
    return settled(p.id)
  }

  async function settled(id: string): Promise<string> {
    const p = await get(id)
    return resultUrl(p) ?? `/dibs/pay/${p.id}`
  }

  return {
    get,
    resultUrl,

    /** The merchant's signed window request: one payment per order, however often the frame loads. */
    async open(query: Record<string, string>): Promise<string> {
      const { mac, ...params } = query
      if (!verifyParams(secret, params, mac)) throw new HttpError(401, 'Ugyldig betalingsanmodning')
      const amount = Number(params.amount)
      const { order, accept, cancel, error, callback, payType } = params
      if (!order || !accept || !cancel || !error || !callback || !Number.isSafeInteger(amount) || amount <= 0)
        throw new HttpError(400, 'Betalingsanmodningen mangler felter')
      if (payType !== 'card' && payType !== 'mobilePay' && payType !== 'applePay')
        throw new HttpError(400, 'Ukendt betalingsmåde')
      const now = clock.now()
      await insertPayment(db, {
        id: randomUUID(),
        merchant_order: order,
        client: Number(params.client),
        amount_ore: amount,
        pay_type: payType,
        accept_url: accept,
        cancel_url: cancel,
        success_url: params.success ?? null,
        error_url: error,
        callback_url: callback,
        bonus_id: params.bonus ?? null,
        status: 'open',
        phone:
          payType === 'mobilePay' && params.payData && phoneOk(params.payData)
            ? digitsOf(params.payData)
            : null,
        created_at: now,
        updated_at: now,
      })
      const p = await paymentByOrder(db, order)
      if (!p) throw new Error('payment vanished')
      return p.id
    },

    async card(id: string, number: string, expiry: string, cvc: string): Promise<CardErrors> {
      const p = await get(id)
      const errors = checkCard(number, expiry, cvc, clock.now())
      if (Object.keys(errors).length) return errors
      const digits = digitsOf(number)
      await movePayment(db, p.id, ['open'], {
        status: 'confirm',
        card_last4: digits.slice(-4),
        approve: cardApproves(digits),
        updated_at: clock.now(),
      })
      return {}
    },

    async mobile(id: string, phone: string): Promise<string | null> {
      const p = await get(id)
      if (!phoneOk(phone)) return 'Mobilnummeret skal være 8 cifre'
      await movePayment(db, p.id, ['open'], {
        status: 'confirm',
        phone: digitsOf(phone),
        approve: true,
        updated_at: clock.now(),
      })
      return null
    },

    /** 3-D Secure (card) or the MobilePay app: the holder confirms or refuses; the card may still decline. */
    async confirm(id: string, yes: boolean): Promise<string> {
      const p = await get(id)
      if (p.status !== 'confirm') return settled(id)
      if (!yes || !p.approve) {
        await movePayment(db, p.id, ['confirm'], { status: 'declined', updated_at: clock.now() })
        return settled(id)
      }
      return authorize(p, ['confirm'])
    },

    async cancel(id: string): Promise<string> {
      const p = await get(id)
      await movePayment(db, p.id, ['open', 'confirm'], { status: 'cancelled', updated_at: clock.now() })
      return settled(id)
    },

    /** Apple Pay's merchant validation (op=applepayinit): a session the payment sheet then pays under. */
    applePaySession(merchant: string, name: string) {
      const expiresAt = clock.nowMs() + 5 * 60_000
      const merchantSessionIdentifier = randomUUID()
      const signature = createHmac('sha256', appleKey)
        .update(`${merchantSessionIdentifier}.${merchant}.${expiresAt}`)
        .digest('hex')
      return {
        merchantSessionIdentifier,
        merchantIdentifier: merchant,
        displayName: name,
        epochTimestamp: clock.nowMs(),
        expiresAt,
        signature,
      }
    },

    /** The Apple Pay payment call: amount, the encoded token and the bonus must match the payment. */
    async applePay(id: string, amountOre: number, token: string, bonusId: string | null): Promise<string> {
      const p = await get(id)
      if (p.pay_type !== 'applePay') throw new HttpError(400, 'Betalingen er ikke Apple Pay')
      if (amountOre !== p.amount_ore || (bonusId ?? null) !== (p.bonus_id ?? null))
        throw new HttpError(400, 'Beløb eller bonus passer ikke med betalingen')
      let t: {
        merchantSessionIdentifier?: string
        merchantIdentifier?: string
        expiresAt?: number
        signature?: string
      }
      try {
        t = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
      } catch {
        throw new HttpError(400, 'Ugyldigt Apple Pay-token')
      }
      const expected = createHmac('sha256', appleKey)
        .update(`${t.merchantSessionIdentifier}.${t.merchantIdentifier}.${t.expiresAt}`)
        .digest()
      const given = Buffer.from(String(t.signature ?? ''), 'hex')
      if (
        given.length !== expected.length ||
        !timingSafeEqual(given, expected) ||
        Number(t.expiresAt) < clock.nowMs()
      )
        throw new HttpError(400, 'Ugyldigt Apple Pay-token')
      return authorize(p, ['open'])
    },

    /** The outbox job: delivers every callback that is due; answers how many got through. */
    async deliverDue(): Promise<number> {
      let delivered = 0
      for (const cb of await dueCallbacks(db, clock.now(), 50)) if (await deliver(cb)) delivered++
      return delivered
    },
  }
}
export type PspSandbox = ReturnType<typeof createPspSandbox>
