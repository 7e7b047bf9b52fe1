import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import {
  ApplePayBody,
  ApplePayRedirect,
  CardForm,
  ConfirmForm,
  MobileForm,
  PaymentParams,
  WindowQuery,
} from '../../../contract/psp-sandbox.ts'
import { ok, okResponse } from '../../../platform/http/envelope.ts'
import { typed } from '../../../platform/http/zod.ts'
import type { AppDeps } from '../../app.ts'
import { acceptFormBodies } from '../../http/form-body.ts'
import { allowPageScripts } from '../../http/security-headers.ts'
import { applePayPage, cardPage, confirmPage, mobilePayPage, PAYMENT_PAGE_SCRIPTS } from './pages.ts'
import type { PspSandbox } from './service.ts'

/** The payment window sandbox's hosted pages (/dibs/window, /dibs/pay/...), framed by the deposit modal. */
export default fp<AppDeps & { psp: PspSandbox }>(
  async (app, { psp }) => {
    await app.register(async (plain) => {
      const r = typed(plain)
      acceptFormBodies(r, 4096)
      r.addHook('onSend', async (_req, reply) => {
        reply.header('cache-control', 'no-store')
      })
      // Headers come from helmet (http/security-headers.ts): framable by the casino only, and the
      // pages' one inline script allowed by its hash.
      const html = (reply: FastifyReply, body: string, code = 200) => {
        allowPageScripts(reply.request, reply, PAYMENT_PAGE_SCRIPTS)
        return reply.code(code).type('text/html; charset=utf-8').send(body)
      }
      const form = <B>(body: B) => ({ schema: { params: PaymentParams, body } })

      r.get('/dibs/window', { schema: { querystring: WindowQuery } }, async (req, reply) =>
        reply.redirect(`/dibs/pay/${await psp.open(req.query)}`, 303),
      )

      r.get('/dibs/pay/:id', { schema: { params: PaymentParams } }, async (req, reply) => {
        const p = await psp.get(req.params.id)
        const done = psp.resultUrl(p)
        if (done) return reply.redirect(done, 303)
        if (p.status === 'confirm') return html(reply, confirmPage(p))
        if (p.pay_type === 'mobilePay') return html(reply, mobilePayPage(p))
        if (p.pay_type === 'applePay') return html(reply, applePayPage(p))
        return html(reply, cardPage(p))
      })

      r.post('/dibs/pay/:id/card', form(CardForm), async (req, reply) => {
        const values = req.body
        const errors = await psp.card(req.params.id, values.number, values.expiry, values.cvc)
        if (Object.keys(errors).length)
          return html(reply, cardPage(await psp.get(req.params.id), errors, values), 422)
        return reply.redirect(`/dibs/pay/${req.params.id}`, 303)
      })

      r.post('/dibs/pay/:id/mobile', form(MobileForm), async (req, reply) => {
        const error = await psp.mobile(req.params.id, req.body.phone)
        if (error) return html(reply, mobilePayPage(await psp.get(req.params.id), error), 422)
        return reply.redirect(`/dibs/pay/${req.params.id}`, 303)
      })

      r.post('/dibs/pay/:id/confirm', form(ConfirmForm), async (req, reply) =>
        reply.redirect(await psp.confirm(req.params.id, req.body.approve === '1'), 303),
      )

      r.post('/dibs/pay/:id/cancel', { schema: { params: PaymentParams } }, async (req, reply) =>
        reply.redirect(await psp.cancel(req.params.id), 303),
      )

      r.post(
        '/dibs/applepay',
        { schema: { body: ApplePayBody, response: okResponse(ApplePayRedirect) } },
        async (req) => {
          const b = req.body
          return ok({ redirect: await psp.applePay(b.payment, b.amount, b.token, b.bonusId ?? null) })
        },
      )
    })
  },
  { name: 'payment-sandbox' },
)
