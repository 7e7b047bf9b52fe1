import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AgentReplyBody, ChatMessagesQuery, ChatSendBody, SupportChat } from '../../contract/cms.ts'
import { ok, okNull, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { AppDeps } from '../app.ts'
import { beforeInput } from '../http/before-input.ts'
import { acceptFormBodies } from '../http/form-body.ts'
import { privateRoutes } from '../http/private-routes.ts'
import { HOUR_MS, tooMany } from '../http/rate-limit.ts'
import type { PlayerServices } from '../player/services.ts'
import { agentPage } from './agent-page.ts'
import { createSupport } from './service.ts'

const CHAT_COOKIE = 'support_chat'
const AGENT_USER = 'agent'
/** Wrong operator passwords an hour from one address before it is refused unread. */
const AGENT_TRIES_PER_HOUR = 20

const equal = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The support chat (issue 5): the player's calls at /cms/support/chat/*, and the operator's page at
 * /cms/support/agent behind HTTP Basic auth (user 'agent', SUPPORT_AGENT_PASSWORD).
 */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { db, clock, config, player }) => {
    const support = createSupport(db.db, clock, player)
    const cookie = (req: FastifyRequest) => req.cookies[CHAT_COOKIE]
    const cookieOptions = (req: FastifyRequest) =>
      ({ path: '/cms/support/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' }) as const

    // Wrong operator passwords are claimed per address before the check, as login attempts are.
    const agentFailures = (req: FastifyRequest) => `support-agent:${req.ip}`
    const agentOnly = async (req: FastifyRequest, reply: FastifyReply) => {
      if ((await player.limit.hit(agentFailures(req), HOUR_MS)) > AGENT_TRIES_PER_HOUR) throw tooMany()
      const header = req.headers.authorization ?? ''
      const [user, ...rest] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':')
      if (
        !header.startsWith('Basic ') ||
        user !== AGENT_USER ||
        !equal(rest.join(':'), config.supportAgentPassword)
      ) {
        reply.header('www-authenticate', 'Basic realm="Kundeservice", charset="UTF-8"')
        throw new HttpError(401, 'Kun for kundeservice.')
      }
      await player.limit.refund(agentFailures(req), HOUR_MS)
    }
    // The page has no script; helmet's CSP (http/security-headers.ts) allows none inline.
    const page = (reply: FastifyReply, html: string) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)

    const { limited } = beforeInput(player.sessions.require, player.limit)
    const chat = okResponse(SupportChat)

    await privateRoutes(app, '/cms/support', async (r) => {
      acceptFormBodies(r, 8192)
      const opts = { bodyLimit: 8192 }

      r.post('/chat/start', { ...opts, schema: { response: chat } }, async (req, reply) => {
        const s = await player.sessions.resolve(req)
        const { token, chat } = await support.start(cookie(req), s?.userId ?? null)
        if (token) reply.setCookie(CHAT_COOKIE, token, cookieOptions(req))
        return ok(chat)
      })
      r.get('/chat', { schema: { querystring: ChatMessagesQuery, response: chat } }, async (req) =>
        ok(await support.read(cookie(req), req.query.after)),
      )
      r.post(
        '/chat/send',
        {
          ...opts,
          ...limited('cms-chat', config.rate.contentPerMin),
          schema: { body: ChatSendBody, response: chat },
        },
        async (req) => ok(await support.send(cookie(req), req.body.message)),
      )
      r.post('/chat/close', { ...opts, schema: { response: okNull } }, async (req, reply) => {
        await support.close(cookie(req))
        const s = await player.sessions.resolve(req)
        if (s) await support.closeForUser(s.userId)
        reply.clearCookie(CHAT_COOKIE, cookieOptions(req))
        return ok(null)
      })

      // The operator's page answers HTML; its password is checked before the form is read.
      r.get('/agent', { preValidation: agentOnly }, async (_req, reply) =>
        page(reply, agentPage(await support.openChats())),
      )
      r.post(
        '/agent/reply',
        { ...opts, preValidation: agentOnly, schema: { body: AgentReplyBody } },
        async (req, reply) => {
          await support.reply(req.body.chat_id, req.body.message)
          return reply.redirect('/cms/support/agent', 303)
        },
      )
    })
  },
  { name: 'support', dependencies: ['player'] },
)
