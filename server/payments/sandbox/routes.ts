import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { AppDeps } from '../../app.ts'
import { parseInput } from '../../http/errors.ts'
import { applePayPage, cardPage, confirmPage, mobilePayPage } from './pages.ts'
import type { PspSandbox } from './service.ts'

type Form = Record<string, string>
type Req = FastifyRequest<{ Params: { id: string }; Body: Form; Querystring: Record<string, string> }>
const field = (body: unknown, name: string) => {
  const v = (body as Form | undefined)?.[name]
  return typeof v === 'string' ? v.slice(0, 40) : ''
}

const ApplePayBody = z.object({
  payment: z.string().max(64),
  amount: z.number().int().positive(),
  token: z.string().max(4096),
  bonusId: z.string().max(40).nullable().optional(),
})

/** The payment window sandbox's hosted pages (/dibs/window, /dibs/pay/...), framed by the deposit modal. */
export default fp<AppDeps & { psp: PspSandbox }>(
  async (app, { psp }) => {
    await app.register(async (r) => {
      r.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      )
      r.addHook('onSend', async (_req, reply) => {
        reply
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'self'",
          )
      })
      const html = (reply: FastifyReply, body: string, code = 200) =>
        reply.code(code).type('text/html; charset=utf-8').send(body)

      r.get('/dibs/window', async (req: Req, reply) => {
        const query = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)]))
        return reply.redirect(`/dibs/pay/${await psp.open(query)}`, 303)
      })

      r.get('/dibs/pay/:id', async (req: Req, reply) => {
        const p = await psp.get(req.params.id)
        const done = psp.resultUrl(p)
        if (done) return reply.redirect(done, 303)
        if (p.status === 'confirm') return html(reply, confirmPage(p))
        if (p.pay_type === 'mobilePay') return html(reply, mobilePayPage(p))
        if (p.pay_type === 'applePay') return html(reply, applePayPage(p))
        return html(reply, cardPage(p))
      })

      r.post('/dibs/pay/:id/card', async (req: Req, reply) => {
        const values = {
          number: field(req.body, 'number'),
          expiry: field(req.body, 'expiry'),
          cvc: field(req.body, 'cvc'),
        }
        const errors = await psp.card(req.params.id, values.number, values.expiry, values.cvc)
        if (Object.keys(errors).length)
          return html(reply, cardPage(await psp.get(req.params.id), errors, values), 422)
        return reply.redirect(`/dibs/pay/${req.params.id}`, 303)
      })

      r.post('/dibs/pay/:id/mobile', async (req: Req, reply) => {
        const error = await psp.mobile(req.params.id, field(req.body, 'phone'))
        if (error) return html(reply, mobilePayPage(await psp.get(req.params.id), error), 422)
        return reply.redirect(`/dibs/pay/${req.params.id}`, 303)
      })

      r.post('/dibs/pay/:id/confirm', async (req: Req, reply) =>
        reply.redirect(await psp.confirm(req.params.id, field(req.body, 'approve') === '1'), 303),
      )

      r.post('/dibs/pay/:id/cancel', async (req: Req, reply) =>
        reply.redirect(await psp.cancel(req.params.id), 303),
      )

      r.post('/dibs/applepay', async (req: Req) => {
        const b = parseInput(ApplePayBody, req.body, 'body')
        return {
          success: true,
          data: { redirect: await psp.applePay(b.payment, b.amount, b.token, b.bonusId ?? null) },
        }
      })
    })
  },
  { name: 'payment-sandbox' },
)
