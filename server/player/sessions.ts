import { createHash, randomBytes } from 'node:crypto'
import type {} from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import {
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  findSession,
  insertSession,
  touchSession,
} from './repo.ts'
import { T } from './texts.ts'

const SESSION_COOKIE = 'sid'
const TOUCH_EVERY_MS = 60_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * The game session id of a casino session (getSes.php's sessId, handed to game providers): derived
 * from the session's stored hash, never the cookie itself.
 */
export const gameSessionId = (idHash: string) =>
  createHash('sha256').update(`game-session:${idHash}`).digest('base64url').slice(0, 32)

export type SessionInfo = { idHash: string; userId: number; createdAt: Date }

export type SessionLifetimes = { idleMs: number; maxMs: number }

/**
 * Server-side sessions (ARCHITECTURE.md): the browser holds only a random id in an HttpOnly,
 * SameSite=Lax cookie (Secure behind HTTPS); the database holds its hash, so a leaked table does not
 * leak sessions. A session ends after `idleMs` without a call, and `maxMs` after its login however
 * busy it is.
 */
export function createSessions(db: Db, clock: Clock, { idleMs, maxMs }: SessionLifetimes) {
  const cookieOptions = (req: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' }) as const

  async function resolve(req: FastifyRequest): Promise<SessionInfo | null> {
    const token = req.cookies[SESSION_COOKIE]
    if (!token || token.length > 100) return null
    const idHash = hashToken(token)
    const s = await findSession(db, idHash)
    if (!s) return null
    const now = clock.nowMs()
    const expired = now - s.last_seen_at.getTime() > idleMs || now - s.created_at.getTime() > maxMs
    if (expired || s.status === 'excluded' || s.status === 'closed') {
      await deleteSession(db, idHash)
      return null
    }
    if (now - s.last_seen_at.getTime() > TOUCH_EVERY_MS) await touchSession(db, idHash, new Date(now))
    return { idHash, userId: s.user_id, createdAt: s.created_at }
  }

  return {
    resolve,
    async require(req: FastifyRequest): Promise<SessionInfo> {
      const s = await resolve(req)
      if (!s) throw new HttpError(401, T.loginFirst)
      return s
    },
    /** A new id at every login (session fixation): any session the cookie named before is ended. */
    async start(req: FastifyRequest, reply: FastifyReply, userId: number, brand: string, channel: number) {
      const old = req.cookies[SESSION_COOKIE]
      if (old && old.length <= 100) await deleteSession(db, hashToken(old))
      const token = randomBytes(32).toString('base64url')
      const now = clock.now()
      await insertSession(db, {
        id_hash: hashToken(token),
        user_id: userId,
        brand,
        channel,
        created_at: now,
        last_seen_at: now,
        ip: req.ip,
      })
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(req))
      return now
    },
    async end(req: FastifyRequest, reply: FastifyReply) {
      const token = req.cookies[SESSION_COOKIE]
      if (token && token.length <= 100) await deleteSession(db, hashToken(token))
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req))
    },
    /** Ends every other session of the session's player (a changed password), keeping this one. */
    endOthers: (s: SessionInfo) => deleteOtherSessions(db, s.userId, s.idHash),
    /** Logout everywhere: every session of the player, this browser's cookie included. */
    async endAll(s: SessionInfo, req: FastifyRequest, reply: FastifyReply): Promise<number> {
      const ended = await deleteUserSessions(db, s.userId)
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req))
      return ended
    },
    cookieOptions,
  }
}
export type Sessions = ReturnType<typeof createSessions>
