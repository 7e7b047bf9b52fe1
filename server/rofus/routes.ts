import fp from 'fastify-plugin'
import { z } from 'zod'
import { formatDateTime } from '../../contract/dates.ts'
import type { Clock } from '../clock.ts'
import { acceptFormBodies } from '../http/form-body.ts'
import { typed } from '../http/zod.ts'
import { ROFUS_PERIODS, rofusPage } from './page.ts'
import type { Rofus } from './service.ts'

/** The sandbox's own form (an outside party's page): a missing or non-text field reads as ''. */
const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.slice(0, 40) : ''))
const RegisterForm = z.object({ cpr: text, period: text })

const DAY_MS = 86_400_000
const html = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"

/** The ROFUS sandbox at /rofus/: the register page and its form (Registrer). */
export default fp<{ rofus: Rofus; clock: Clock }>(
  async (app, { rofus, clock }) => {
    await app.register(
      async (plain) => {
        const r = typed(plain)
        acceptFormBodies(r, 2048)
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store').header('content-security-policy', html)
        })
        r.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(rofusPage(null)))
        r.post('/', { schema: { body: RegisterForm } }, async (req, reply) => {
          const cpr = req.body.cpr.replace(/[\s-]/g, '')
          const period = ROFUS_PERIODS.find((p) => p.value === req.body.period)
          const page = (ok: boolean, t: string) =>
            reply
              .code(ok ? 200 : 400)
              .type('text/html; charset=utf-8')
              .send(rofusPage({ ok, text: t }))
          if (!/^\d{10}$/.test(cpr)) return page(false, 'CPR-nummeret skal være 10 cifre.')
          if (!period) return page(false, 'Vælg en periode.')
          const until = period.days === null ? null : new Date(clock.nowMs() + period.days * DAY_MS)
          await rofus.register(cpr, until ? 'temporary' : 'permanent', until)
          return page(
            true,
            until
              ? `${cpr.slice(0, 6)}-${cpr.slice(6)} er registreret til ${formatDateTime(until)}.`
              : `${cpr.slice(0, 6)}-${cpr.slice(6)} er registreret permanent.`,
          )
        })
      },
      { prefix: '/rofus' },
    )
  },
  { name: 'rofus-sandbox' },
)
