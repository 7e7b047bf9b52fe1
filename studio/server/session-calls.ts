import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../server/http/errors.ts'
import type { Repo, SessionRow } from './repo.ts'
import { fail } from './round-answers.ts'
import type { SequencedCall } from './rounds.ts'
import { tokenHash } from './signing.ts'
import { ST } from './texts.ts'

/** The game client's session cookie (path /studio/, HttpOnly, SameSite=Strict). */
export const STUDIO_COOKIE = 'studio_session'

/** How many sessions' fixed facts one process keeps (a session is a few hundred bytes). */
const KNOWN_SESSIONS = 10_000

/**
 * The game client's session behind each call (its cookie) and the call's sequence number: a replay
 * or a skip is a 409 that says the session's number, and so is a call refused after it took its
 * number, so the client's counter stays in step (the plugin's onSend tells `tookSeq`).
 */
export function createSessionCalls(repo: Repo) {
  const tookSeq = new WeakMap<FastifyRequest, number>()
  /**
   * A session's fixed facts (player, game, mode, casino session; everything but its number and fun
   * balance), by id: a money round's start needs them before its insert takes the call's number.
   */
  const known = new Map<string, SessionRow>()
  const remember = (s: SessionRow) => {
    if (known.size >= KNOWN_SESSIONS) known.delete(known.keys().next().value as string)
    known.set(s.id, s)
  }

  const sessionId = (req: FastifyRequest) => {
    const cookie = req.cookies[STUDIO_COOKIE]
    return typeof cookie === 'string' && cookie.length <= 100 ? tokenHash(cookie) : undefined
  }
  async function sessionOf(req: FastifyRequest): Promise<SessionRow> {
    const id = sessionId(req)
    const s = id === undefined ? undefined : await repo.session(id)
    if (!s) throw fail(401, ST.noSession, 'NO_SESSION')
    remember(s)
    return s
  }
  async function outOfSequence(req: FastifyRequest): Promise<never> {
    const s = await sessionOf(req)
    throw new HttpError(409, ST.sequence, { code: 'SEQUENCE', seq: s.seq })
  }
  /**
   * A round call: the call's sequence number taken on the session (a replay or a skip is a 409). The
   * taking UPDATE answers the session row, so only a refused call reads the session to say why.
   */
  async function sequenced(req: FastifyRequest, seq: number): Promise<SessionRow> {
    const id = sessionId(req)
    const taken = id === undefined ? undefined : await repo.takeSeq(id, seq)
    if (!taken) return outOfSequence(req)
    tookSeq.set(req, taken.seq)
    remember(taken)
    return taken
  }
  /** The session's fixed facts for a call that takes its number later (see `startCall`). */
  async function facts(req: FastifyRequest): Promise<SessionRow> {
    const id = sessionId(req)
    return (id === undefined ? undefined : known.get(id)) ?? sessionOf(req)
  }
  /** What a money round's start needs to take the call's number in its own insert. */
  const startCall = (req: FastifyRequest, seq: number): SequencedCall => ({
    seq,
    took: (n) => tookSeq.set(req, n),
    outOfSequence: () => outOfSequence(req),
  })

  return { tookSeq, remember, sessionOf, sequenced, facts, startCall }
}
