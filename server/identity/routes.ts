import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppDeps } from '../app.ts'
import { sandboxPage } from './sandbox-page.ts'
import { errorPath, IDENTITY_TEXT } from './service.ts'

type FormReq = FastifyRequest<{ Body: Record<string, unknown> }>
const field = (body: unknown, name: string) => {
  const v = (body as Record<string, unknown> | undefined)?.[name]
  return typeof v === 'string' ? v.slice(0, 200) : ''
}

/** The MitID sandbox at /mitid/ (ARCHITECTURE.md: Outside parties), plus the key the casino verifies with. */
export default fp<AppDeps & { identity: import('./service.ts').Identity }>(
  async (app, { identity }) => {
    await app.register(
      async (r) => {
        r.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 4096 },
          (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        )

        r.get(
          '/',
          async (req: FastifyRequest<{ Querystring: Record<string, string> }>, reply: FastifyReply) => {
            const state = typeof req.query.state === 'string' ? req.query.state : ''
            const flow = await identity.request(state)
            if (!flow) return reply.redirect(errorPath(IDENTITY_TEXT.expired), 303)
            const cpr = typeof req.query.cpr === 'string' ? req.query.cpr.replace(/\D/g, '').slice(0, 10) : ''
            return reply
              .header('cache-control', 'no-store')
              .header(
                'content-security-policy',
                "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self'",
              )
              .type('text/html; charset=utf-8')
              .send(sandboxPage(state, flow.mode, cpr))
          },
        )

        r.post('/approve', async (req: FormReq, reply) =>
          reply.redirect(
            await identity.sandboxApprove(field(req.body, 'state'), field(req.body, 'cpr')),
            303,
          ),
        )
        r.post('/cancel', async (_req, reply) => reply.redirect(errorPath(IDENTITY_TEXT.cancelled), 303))

        r.get('/oidc/callback', async (req, reply) => {
          const url = new URL(req.url, `${req.protocol}://${req.headers.host}`)
          return reply.redirect(await identity.brokerCallback(url), 303)
        })

        r.get('/jwks.json', async () => ({ keys: [await identity.publicJwk()] }))
      },
      { prefix: '/mitid' },
    )
  },
  { name: 'identity' },
)
