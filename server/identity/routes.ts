import fp from 'fastify-plugin'
import { z } from 'zod'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { acceptFormBodies } from '../http/form-body.ts'
import { allowPageScripts } from '../http/security-headers.ts'
import { SANDBOX_PAGE_SCRIPTS, sandboxPage } from './sandbox-page.ts'
import { errorPath, IDENTITY_TEXT } from './service.ts'

/**
 * The sandbox stands in for MitID (an outside party), so its page's shapes live here, not in
 * contract/. A field that is missing or not text reads as '', and the flow then refuses it.
 */
const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, max) : ''))
const PageQuery = z.object({
  state: text(200),
  cpr: text(200).transform((v) => v.replace(/\D/g, '').slice(0, 10)),
})
const ApproveForm = z.object({ state: text(200), cpr: text(200) })

/** The MitID sandbox at /mitid/ (ARCHITECTURE.md: Outside parties), plus the key the casino verifies with. */
export default fp<AppDeps & { identity: import('./service.ts').Identity }>(
  async (app, { identity }) => {
    await app.register(
      async (plain) => {
        const r = typed(plain)
        acceptFormBodies(r, 4096)

        r.get('/', { schema: { querystring: PageQuery } }, async (req, reply) => {
          const { state, cpr } = req.query
          const flow = await identity.request(state)
          if (!flow) return reply.redirect(errorPath(IDENTITY_TEXT.expired), 303)
          allowPageScripts(req, reply, SANDBOX_PAGE_SCRIPTS)
          return reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(sandboxPage(state, flow.mode, cpr))
        })

        r.post('/approve', { schema: { body: ApproveForm } }, async (req, reply) =>
          reply.redirect(await identity.sandboxApprove(req.body.state, req.body.cpr), 303),
        )
        r.post('/cancel', async (_req, reply) => reply.redirect(errorPath(IDENTITY_TEXT.cancelled), 303))

        r.get('/oidc/callback', async (req, reply) => {
          const url = new URL(req.url, `${req.protocol}://${req.headers.host}`)
          return reply.redirect(await identity.brokerCallback(url), 303)
        })

        // A JWK set (RFC 7517), not an API envelope: oidc clients read it as it is.
        r.get('/jwks.json', async () => ({ keys: [await identity.publicJwk()] }))
      },
      { prefix: '/mitid' },
    )
  },
  { name: 'identity' },
)
