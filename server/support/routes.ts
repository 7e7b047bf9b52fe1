import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AgentReplyBody, ChatMessagesQuery, ChatSendBody } from '../../contract/cms.ts'
import type { AppDeps } from '../app.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import type { PlayerServices } from '../player/services.ts'
import { agentPage } from './agent-page.ts'
import { createSupport } from './service.ts'

type Req = FastifyRequest<{ Body: unknown; Querystring: unknown }>
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })
export const CHAT_COOKIE = 'support_chat'
const AGENT_USER = 'agent'

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

    const agentOnly = async (req: FastifyRequest, reply: FastifyReply) => {
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
    }
    const page = (reply: FastifyReply, html: string) =>
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .type('text/html; charset=utf-8')
        .send(html)

    await app.register(
      async (r) => {
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store')
        })
        r.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 8192 },
          (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        )
        const opts = { bodyLimit: 8192 }

        r.post('/chat/start', opts, async (req: Req, reply) => {
          const s = await player.sessions.resolve(req)
          const { token, chat } = await support.start(cookie(req), s?.userId ?? null)
          if (token) reply.setCookie(CHAT_COOKIE, token, cookieOptions(req))
          return ok(chat)
        })
        r.get('/chat', async (req: Req) =>
          ok(await support.read(cookie(req), parseInput(ChatMessagesQuery, req.query).after)),
        )
        r.post('/chat/send', opts, async (req: Req) => {
          await player.limit('cms-chat', req.ip, config.rate.contentPerMin)
          const { message } = parseInput(ChatSendBody, req.body === undefined ? {} : req.body, 'body')
          return ok(await support.send(cookie(req), message))
        })
        r.post('/chat/close', opts, async (req: Req, reply) => {
          await support.close(cookie(req))
          const s = await player.sessions.resolve(req)
          if (s) await support.closeForUser(s.userId)
          reply.clearCookie(CHAT_COOKIE, cookieOptions(req))
          return ok(null)
        })

        r.get('/agent', { preHandler: agentOnly }, async (_req, reply) =>
          page(reply, agentPage(await support.openChats())),
        )
        r.post('/agent/reply', { ...opts, preHandler: agentOnly }, async (req: FastifyRequest, reply) => {
          const b = parseInput(AgentReplyBody, req.body === undefined ? {} : req.body, 'body')
          await support.reply(b.chat_id, b.message)
          return reply.redirect('/cms/support/agent', 303)
        })
      },
      { prefix: '/cms/support' },
    )
  },
  { name: 'support', dependencies: ['player'] },
)
