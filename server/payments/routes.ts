import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ApplePaySession } from '../../contract/psp-sandbox.ts'
import { DibsRequestQuery, PaymentCallbackAnswer } from '../../contract/wallet.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import { SIGNATURE_HEADER } from '../../platform/wallet-signing.ts'
import type { AppDeps } from '../app.ts'
import { FOREIGN_ORIGIN } from '../http/origin.ts'
import type { PlayerServices } from '../player/services.ts'
import { crossSite } from './cross-site.ts'
import { withResult } from './return-url.ts'
import type { PspSandbox } from './sandbox/service.ts'
import type { Payments } from './service.ts'

type Raw = { rawBody?: string }

/** This process's own callback address when PAYMENT_CALLBACK_URL is not set. */
function ownCallbackUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null
  return `http://127.0.0.1:${address?.port ?? 0}/dibs/callback`
}

/**
 * The casino's payment routes: GET /dibs opens a deposit (or, op=applepayinit, validates the Apple Pay
 * merchant), POST /dibs/callback takes the payment service's signed server-to-server callback.
 */
export default fp<AppDeps & { payments: Payments; psp: PspSandbox; player: PlayerServices }>(
  async (app, { config, payments, psp, player }) => {
    await app.register(async (plain) => {
      const r = typed(plain)
      // The callback's signature covers its bytes, so the service verifies, then parses, the text itself.
      r.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 8192 },
        (req, body, done) => {
          ;(req as Raw).rawBody = String(body)
          done(null, {})
        },
      )
      r.addHook('onSend', async (_req, reply) => {
        reply.header('cache-control', 'no-store')
      })

      r.get(
        '/dibs',
        { schema: { querystring: DibsRequestQuery, response: okResponse(ApplePaySession) } },
        async (req, reply) => {
          const q = req.query
          // No order, no merchant session and no redirect for another site's request.
          if (crossSite(req, config.allowedOrigins)) throw new HttpError(403, FOREIGN_ORIGIN)
          if (q.op === 'applepayinit') return ok(psp.applePaySession(q.merchant, q.name))
          const s = await player.sessions.resolve(req)
          if (!s) return reply.redirect(withResult(q.error, Number(q.amount), 'LOGINFIRST'), 303)
          // Exclusion, ROFUS, status, deadline, geo and a chosen limit, before the window opens.
          await player.moneyGate.assertMoneyAllowed(s, req.ip)
          const u = await player.lookup(s.userId)
          if (!u) throw new HttpError(401, 'Du skal logge ind først')
          const callback = config.money.paymentCallbackUrl ?? ownCallbackUrl(app)
          const next = await payments.start(
            { id: u.id, userName: u.user_name, status: u.status },
            q,
            callback,
          )
          return reply.redirect(next, 303)
        },
      )

      r.post('/dibs/callback', { schema: { response: okResponse(PaymentCallbackAnswer) } }, async (req) =>
        ok(await payments.callback((req as Raw).rawBody ?? '', req.headers[SIGNATURE_HEADER])),
      )
    })
  },
  { name: 'payments', dependencies: ['player'] },
)
