import type { FastifyRequest } from 'fastify'
import { GAME_HEADER, SESSION_HEADER } from '../../contract/studio.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { SequencedCall } from './money/context.ts'
import type { Repo, SessionRow } from './repo.ts'
import { fail } from './round-answers.ts'
import { tokenHash } from './signing.ts'
import { ST } from './texts.ts'

/** How many sessions' fixed facts one process keeps (a session is a few hundred bytes). */
const KNOWN_SESSIONS = 10_000

/**
 * The game client's session behind each call (the launch's credential header) and the call's sequence number: a replay
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

  /**
   * The launch's session, from the credential its frame sends (issue 29.2: one session per launch,
   * never a cookie every frame of the browser shares).
   */
  const sessionId = (req: FastifyRequest) => {
    const credential = req.headers[SESSION_HEADER]
    return typeof credential === 'string' && credential.length > 0 && credential.length <= 100
      ? tokenHash(credential)
      : undefined
  }
  /** The game whose frame makes the call (its address names it); undefined when not said or malformed. */
  const frameGame = (req: FastifyRequest) => {
    const g = req.headers[GAME_HEADER]
    if (typeof g !== 'string' || g.length > 300) return undefined
    try {
      return decodeURIComponent(g)
    } catch {
      return undefined
    }
  }
  /** A session is used only by the frame of its own game: another game's session is refused. */
  const ownGame = (req: FastifyRequest, s: SessionRow): SessionRow => {
    if (frameGame(req) !== s.game_id) throw fail(403, ST.wrongGame, 'WRONG_GAME')
    return s
  }
  async function sessionOf(req: FastifyRequest): Promise<SessionRow> {
    const id = sessionId(req)
    const s = id === undefined ? undefined : await repo.session(id)
    if (!s) throw fail(401, ST.noSession, 'NO_SESSION')
    remember(s)
    return ownGame(req, s)
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
    const game = frameGame(req)
    // The number is taken only for the frame's own game: another game's call takes nothing.
    const taken = id === undefined || game === undefined ? undefined : await repo.takeSeq(id, game, seq)
    if (!taken) return outOfSequence(req)
    tookSeq.set(req, taken.seq)
    remember(taken)
    return taken
  }
  /** The session's fixed facts for a call that takes its number later (see `startCall`). */
  async function facts(req: FastifyRequest): Promise<SessionRow> {
    const id = sessionId(req)
    const s = id === undefined ? undefined : known.get(id)
    return s ? ownGame(req, s) : sessionOf(req)
  }
  /** What a money round's start needs to take the call's number in its own insert. */
  const startCall = (req: FastifyRequest, seq: number): SequencedCall => ({
    seq,
    took: (n) => tookSeq.set(req, n),
    outOfSequence: () => outOfSequence(req),
  })

  return { tookSeq, remember, sessionOf, sequenced, facts, startCall, sessionById: repo.session }
}
