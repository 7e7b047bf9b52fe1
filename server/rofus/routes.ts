import fp from 'fastify-plugin'
import { z } from 'zod'
import { formatDateTime } from '../../contract/dates.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import { acceptFormBodies } from '../http/form-body.ts'
import type { Identity } from '../identity/service.ts'
import { dashedCpr, ROFUS_PERIODS, type RofusNotice, rofusChoosePage, rofusPage } from './page.ts'
import type { Rofus } from './service.ts'

/** The sandbox's own form (an outside party's page): a missing or non-text field reads as ''. */
const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, max) : ''))
const RegisterForm = z.object({ result: text(4000), signature: text(200), period: text(40), cpr: text(40) })
const MitidReturn = z.object({ result: text(4000), signature: text(200) })

/** The MitID flow of the register's page: its state cookie is read only under /rofus/. */
const STATE_COOKIE = 'rofus_mitid_state'
const DAY_MS = 86_400_000
const html = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"

const ROFUS_TEXT = {
  needMitid: 'Log ind med MitID for at registrere dig. Du kan kun registrere dig selv.',
  onlyYourself: 'Du kan kun registrere dit eget CPR-nummer.',
  period: 'Vælg en periode.',
} as const

/**
 * The ROFUS sandbox at /rofus/, behaving like the real register: a registration needs the person's
 * own MitID (the sandbox's, mode 'rofus'; the CPR registered is the one MitID proved) and, like every
 * write under /rofus/, a request from this site (the request guard's Origin check, http/origin.ts).
 */
export default fp<{ rofus: Rofus; identity: Identity; clock: Clock }>(
  async (app, { rofus, identity, clock }) => {
    await app.register(
      async (plain) => {
        const r = typed(plain)
        acceptFormBodies(r, 8192)
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store').header('content-security-policy', html)
        })
        const page = (reply: import('fastify').FastifyReply, code: number, body: string) =>
          reply.code(code).type('text/html; charset=utf-8').send(body)
        const notice = (reply: import('fastify').FastifyReply, code: number, n: RofusNotice) =>
          page(reply, code, rofusPage(n))

        r.get('/', async (_req, reply) => notice(reply, 200, null))

        r.post('/login', async (_req, reply) => {
          const { url, state } = await identity.startUrl('rofus')
          reply.setCookie(STATE_COOKIE, state, {
            path: '/rofus/',
            httpOnly: true,
            sameSite: 'lax',
            maxAge: 600,
          })
          return reply.redirect(url, 303)
        })

        r.get('/mitid', { schema: { querystring: MitidReturn } }, async (req, reply) => {
          try {
            const { identity: who } = await identity.inspect(req.query, {
              modes: ['rofus'],
              state: req.cookies[STATE_COOKIE],
            })
            return page(
              reply,
              200,
              rofusChoosePage({ cpr: who.cpr, name: `${who.firstName} ${who.lastName}` }, req.query),
            )
          } catch (err) {
            if (err instanceof HttpError)
              return notice(reply, err.statusCode, { ok: false, text: err.message })
            throw err
          }
        })

        r.post('/', { schema: { body: RegisterForm } }, async (req, reply) => {
          const b = req.body
          if (!b.result || !b.signature) return notice(reply, 403, { ok: false, text: ROFUS_TEXT.needMitid })
          const period = ROFUS_PERIODS.find((p) => p.value === b.period)
          if (!period) return notice(reply, 400, { ok: false, text: ROFUS_TEXT.period })
          let cpr: string
          try {
            cpr = (
              await identity.consume(
                { result: b.result, signature: b.signature },
                { modes: ['rofus'], state: req.cookies[STATE_COOKIE] },
              )
            ).identity.cpr
          } catch (err) {
            if (err instanceof HttpError) return notice(reply, 403, { ok: false, text: err.message })
            throw err
          }
          // An older form (or a hand-made post) may still name a CPR: it must be the one MitID proved.
          const named = b.cpr.replace(/[\s-]/g, '')
          if (named && named !== cpr) return notice(reply, 403, { ok: false, text: ROFUS_TEXT.onlyYourself })
          const until = period.days === null ? null : new Date(clock.nowMs() + period.days * DAY_MS)
          await rofus.register(cpr, until ? 'temporary' : 'permanent', until)
          reply.clearCookie(STATE_COOKIE, { path: '/rofus/' })
          return notice(reply, 200, {
            ok: true,
            text: until
              ? `${dashedCpr(cpr)} er registreret til ${formatDateTime(until)}.`
              : `${dashedCpr(cpr)} er registreret permanent.`,
          })
        })
      },
      { prefix: '/rofus' },
    )
  },
  { name: 'rofus-sandbox' },
)
