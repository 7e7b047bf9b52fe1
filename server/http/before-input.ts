import type { FastifyRequest } from 'fastify'

/**
 * Checks that come before a route's input is validated, as they did when routes parsed their own
 * bodies: a logged-out player is told to log in (401) rather than about a field, and a rate limit
 * counts every attempt, well-formed or not. Both run as `preValidation` hooks.
 */
export function beforeInput<S extends object>(
  requireSession: (req: FastifyRequest) => Promise<S>,
  limit: (kind: string, ip: string, perMin: number) => Promise<void>,
) {
  const sessions = new WeakMap<FastifyRequest, S>()
  return {
    /** Route options: the call needs a login; the handler reads it with `session(req)`. */
    login: {
      preValidation: async (req: FastifyRequest) => void sessions.set(req, await requireSession(req)),
    },
    /** Route options: at most `perMin` calls of this kind a minute from one address. */
    limited: (kind: string, perMin: number) => ({
      preValidation: async (req: FastifyRequest) => limit(kind, req.ip, perMin),
    }),
    /** The session the `login` hook read for this request. */
    session(req: FastifyRequest): S {
      const s = sessions.get(req)
      if (!s) throw new Error(`${req.url} reads a session without the login hook`)
      return s
    },
  }
}
