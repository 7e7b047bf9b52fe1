import { randomUUID } from 'node:crypto'
import type { Clock } from '../../../platform/clock.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import { verifyParams } from '../../../platform/wallet-signing.ts'
import type { Db } from '../../db/index.ts'
import { withResult } from '../return-url.ts'
import { createApplePay } from './apple-pay.ts'
import { backoffMs, createCallbackOutbox, type Log } from './callback-outbox.ts'
import { type CardErrors, cardApproves, checkCard, digitsOf, phoneOk } from './cards.ts'
import {
  callbackFor,
  insertCallback,
  insertPayment,
  movePayment,
  type PspPayment,
  paymentById,
  paymentByOrder,
} from './repo.ts'

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

/**
 * The payment service sandbox behind /dibs/window and /dibs/pay/ (ARCHITECTURE.md: Outside parties).
 * It behaves like the real one: it checks the merchant's signature on the window request, takes card
 * (with a 3-D Secure step), MobilePay (approved in a simulated app) or Apple Pay, and tells the casino
 * about an authorised payment by a signed HTTP callback from its outbox, retried until acknowledged,
 * before it sends the browser back. A payment the casino refuses is voided (the money stays with the
 * player's card).
 */
export function createPspSandbox(db: Db, clock: Clock, secret: string, log: Log) {
  const outbox = createCallbackOutbox(db, clock, secret, log)
  const apple = createApplePay(secret, clock)

  async function get(id: string): Promise<PspPayment> {
    const p = /^[0-9a-f-]{36}$/.test(id) ? await paymentById(db, id) : undefined
    if (!p) throw new HttpError(404, 'Betalingen findes ikke')
    return p
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
    if (cb && !cb.delivered_at && !(await outbox.deliver(cb)))
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
    applePaySession: (merchant: string, name: string) => apple.session(merchant, name),

    /** The Apple Pay payment call: amount, the encoded token and the bonus must match the payment. */
    async applePay(id: string, amountOre: number, token: string, bonusId: string | null): Promise<string> {
      const p = await get(id)
      if (p.pay_type !== 'applePay') throw new HttpError(400, 'Betalingen er ikke Apple Pay')
      if (amountOre !== p.amount_ore || (bonusId ?? null) !== (p.bonus_id ?? null))
        throw new HttpError(400, 'Beløb eller bonus passer ikke med betalingen')
      apple.checkToken(token)
      return authorize(p, ['open'])
    },

    /** The outbox job: delivers every callback that is due; answers how many got through. */
    deliverDue: () => outbox.deliverDue(),
  }
}
export type PspSandbox = ReturnType<typeof createPspSandbox>
