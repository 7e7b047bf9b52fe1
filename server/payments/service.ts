import { randomUUID } from 'node:crypto'
import type { DibsQuery, PaymentCallbackAnswer } from '../../contract/wallet.ts'
import { PaymentCallback } from '../../contract/wallet.ts'
import { MAX_DEPOSIT_KR, MONEY_TEXT } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError, parseInput } from '../../platform/http/errors.ts'
import { BAD_JSON } from '../../platform/http/raw-json.ts'
import { signParams, verify } from '../../platform/wallet-signing.ts'
import type { BonusService } from '../bonus/service.ts'
import type { Db } from '../db/index.ts'
import type { Limits } from '../limits/service.ts'
import type { Ledger } from '../wallet/ledger.ts'
import type { PlayerLookup } from '../wallet/seamless-service.ts'
import { WT } from '../wallet/texts.ts'
import type { PaymentProvider } from './port.ts'
import { findDeposit, insertDeposit, insertOutcome } from './repo.ts'
import { withResult } from './return-url.ts'

export type Player = { id: number; userName: string; status: string }

/**
 * The casino's side of a deposit (SPEC.md section 7, Deposit by payment frame). Opening the window
 * makes an order bound to the logged-in player, checks amount, limits and bonus, and sends the frame
 * on to the payment service with the order signed. Only the service's signed server-to-server callback
 * credits the wallet: once per order, whatever is delivered twice and whether or not the browser returns.
 */
export function createPayments(
  db: Db,
  clock: Clock,
  secret: string,
  ledger: Ledger,
  limits: Limits,
  bonus: BonusService,
  players: PlayerLookup,
  provider: PaymentProvider,
) {
  return {
    /** The least this player may deposit, kr. (the provider's rule; the screens show it). */
    minimumDepositKr: (p: Pick<Player, 'userName'>) => provider.minimumDepositKr(p),

    /** GET /dibs?op=deposit|start: answers where the frame goes next. */
    async start(p: Player, q: DibsQuery, callbackUrl: string): Promise<string> {
      if (q.client !== p.id) throw new HttpError(403, WT.notYou)
      if (p.status !== 'open' && p.status !== 'temp') throw new HttpError(403, WT.blocked)
      const amount = Number(q.amount)
      if (q.input_amount !== undefined && Number(q.input_amount.replace(',', '.')) * 100 !== amount)
        throw new HttpError(400, 'Ugyldig værdi for input_amount: passer ikke med amount')
      const min = provider.minimumDepositKr(p)
      if (amount < min * 100) throw new HttpError(400, MONEY_TEXT.minimum(min))
      if (amount > MAX_DEPOSIT_KR * 100) throw new HttpError(400, MONEY_TEXT.maximum(MAX_DEPOSIT_KR))
      const campaign = q.bonusId ? await bonus.depositCampaign(q.bonusId, p.id) : null
      const refused = await limits.check(db, p.id, p.status, amount)
      if (refused) return withResult(q.error, amount, refused)

      const order = randomUUID()
      await insertDeposit(db, {
        order_id: order,
        user_id: p.id,
        amount_ore: amount,
        pay_type: q.payType,
        op: q.op,
        campaign_id: campaign?.id ?? null,
        accept_url: q.accept,
        cancel_url: q.cancel,
        success_url: q.success ?? null,
        error_url: q.error,
        pnmt: q.pnmt ?? null,
        created_at: clock.now(),
      })
      const params: Record<string, string> = {
        order,
        client: String(p.id),
        amount: String(amount),
        currency: 'DKK',
        payType: q.payType,
        accept: q.accept,
        cancel: q.cancel,
        error: q.error,
        success: q.success ?? q.accept,
        callback: callbackUrl,
        ...(campaign ? { bonus: campaign.external_id } : {}),
        ...(q.payData ? { payData: q.payData } : {}),
      }
      return provider.windowUrl(new URLSearchParams({ ...params, mac: signParams(secret, params) }))
    },

    /** POST /dibs/callback: a forged, tampered or stale callback is refused and credits nothing. */
    async callback(raw: string, signature: unknown): Promise<PaymentCallbackAnswer> {
      if (!verify(secret, signature, raw, clock.nowMs())) throw new HttpError(401, WT.badSignature)
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        throw new HttpError(400, BAD_JSON)
      }
      const cb = parseInput(PaymentCallback, body, 'body')
      const d = await findDeposit(db, cb.orderId)
      if (!d) throw new HttpError(404, `Ukendt ordre ${cb.orderId}`)
      if (d.amount_ore !== cb.amount) throw new HttpError(400, 'Beløbet passer ikke med ordren')
      const who = await players(d.user_id)
      const status = who?.status ?? 'closed'
      const campaign = d.campaign_id === null ? null : await bonus.campaignById(d.campaign_id)
      const r = await ledger.transfer(
        {
          key: `deposit:${d.order_id}`,
          kind: 'deposit',
          userId: d.user_id,
          // Declared up front so every lock is taken in id order (the bonus grant uses the house).
          system: campaign ? ['payment_clearing', 'house'] : ['payment_clearing'],
          ref: d.order_id,
        },
        async ({ trx }) => {
          const reason =
            status === 'open' || status === 'temp'
              ? await limits.check(trx, d.user_id, status, d.amount_ore)
              : 'DEPOSIT_PPT_INTERNAL'
          const outcome = (o: 'credited' | 'refused') =>
            insertOutcome(trx, {
              order_id: d.order_id,
              outcome: o,
              reason,
              payment_id: cb.paymentId,
              created_at: clock.now(),
            })
          // A refusal is recorded under the same key, so no later delivery can credit this order.
          if (reason)
            return { amount: 0, legs: [], meta: { refused: reason }, after: () => outcome('refused') }
          return {
            amount: d.amount_ore,
            legs: [{ from: 'payment_clearing', to: 'cash', amount: d.amount_ore }],
            meta: { payType: d.pay_type, paymentId: cb.paymentId },
            after: async () => {
              await outcome('credited')
              if (campaign) await bonus.grantForDeposit(trx, d.user_id, campaign, d.amount_ore, d.order_id)
            },
          }
        },
      )
      const refused = (r.op.meta as { refused?: string } | null)?.refused ?? null
      return { accepted: refused === null, reason: refused }
    },
  }
}
export type Payments = ReturnType<typeof createPayments>
