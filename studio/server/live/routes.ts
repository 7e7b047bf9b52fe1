import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  LIVE_TEXTS,
  LiveActAnswer,
  LiveActBody,
  LiveBetAnswer,
  LiveBetBody,
  LiveEventsParams,
  LiveEventsQuery,
  LiveRecallAnswer,
  LiveTablesAnswer,
  LiveTime,
} from '../../../contract/live.ts'
import type { Clock } from '../../../platform/clock.ts'
import { ok, okResponse } from '../../../platform/http/envelope.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import { typed } from '../../../platform/http/zod.ts'
import type { SessionRow } from '../repo.ts'
import type { WalletClient } from '../wallet-client.ts'
import { act, placeBets } from './bets.ts'
import type { Hub } from './hub.ts'
import type { Outcomes } from './outcomes.ts'
import type { LiveDeps } from './plugin.ts'
import { liveRecall } from './recall.ts'
import type { LiveRepo } from './repo.ts'
import { seatOf, tableState } from './state.ts'
import type { StreamLimits } from './stream-limits.ts'
import { type LiveTableDef, liveTableDef, liveTableDefs } from './tables.ts'

/** What the live calls work with: the process's live parts and the studio's session lookups. */
export type LiveRouteDeps = Pick<LiveDeps, 'sessionOf' | 'sessionById' | 'sequenced'> & {
  repo: LiveRepo
  hub: Hub
  outcomes: Outcomes
  streams: StreamLimits
  wallet: WalletClient
  clock: Clock
}

const fail = (status: number, message: string, code: string) => new HttpError(status, message, { code })

/** The table of a money session at a live table, or a refusal. */
function tableOfSession(s: SessionRow): LiveTableDef {
  const def = liveTableDef(s.game_id)
  if (!def) throw fail(404, LIVE_TEXTS.notLive, 'UNKNOWN_GAME')
  if (s.mode !== 'money' || s.user_id === null) throw fail(403, LIVE_TEXTS.moneyOnly, 'FUN_NOT_ALLOWED')
  return def
}

/** The calls of contract/live.ts under /studio/live/api/: tables, time, the event stream, bets, decisions, recall. */
export function liveRoutes(app: FastifyInstance, deps: LiveRouteDeps) {
  const { repo, hub, outcomes, streams, clock } = deps
  const r = typed(app)
  /** A bet or a decision: its session takes the call's sequence number first, then must sit at a live table. */
  async function inSequenceAtTable(req: FastifyRequest, seq: number) {
    const s = await deps.sequenced(req, seq)
    return { s, def: tableOfSession(s) }
  }
  r.get('/live/api/tables', { schema: { response: okResponse(LiveTablesAnswer) } }, async () => {
    const now = clock.nowMs()
    const tables = await Promise.all(
      [...liveTableDefs().values()].map(async (def) => {
        const s = await tableState(repo, def, now)
        const running = s.round !== null
        return {
          tableId: def.tableId,
          kind: def.kind,
          limits: def.limits,
          // A table whose engine is here can be opened (it starts when someone watches).
          open: def.game !== null,
          running,
          viewers: hub.viewersOf(def.tableId),
          lastResults: s.lastResults,
        }
      }),
    )
    return ok({ tables })
  })
  r.get('/live/api/time', { schema: { response: okResponse(LiveTime) } }, async () =>
    ok({ serverTime: clock.nowMs() }),
  )
  r.get(
    '/live/api/tables/:tableId/events',
    { schema: { params: LiveEventsParams, querystring: LiveEventsQuery } },
    async (req, reply) => {
      const def = liveTableDef(req.params.tableId)
      if (!def) throw fail(404, LIVE_TEXTS.notLive, 'UNKNOWN_GAME')
      // The player's own seat only for a money session at this very table (an EventSource sends no
      // headers: the session's eventsKey names it; it reads the seat, it cannot play).
      const key = req.query.session
      const s = key ? ((await deps.sessionById(key)) ?? null) : null
      const userId = s && s.game_id === def.tableId && s.mode === 'money' ? s.user_id : null
      const release = streams.admit(req.ip, s?.id ?? null)
      reply.raw.on('close', release)
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      await hub.join(def.tableId, reply.raw, userId)
    },
  )
  r.post(
    '/live/api/bet',
    { schema: { body: LiveBetBody, response: okResponse(LiveBetAnswer) } },
    async (req) => {
      const { s, def } = await inSequenceAtTable(req, req.body.seq)
      const out = await placeBets(
        { repo, wallet: deps.wallet, clock, log: req.log },
        s,
        def,
        req.body.roundId,
        req.body.bets,
        req.arrivedAtMs,
      )
      hub.seatChanged(def.tableId, req.body.roundId, s.user_id as number).catch(() => {})
      return ok({ ...out, seq: s.seq })
    },
  )
  r.post(
    '/live/api/act',
    { schema: { body: LiveActBody, response: okResponse(LiveActAnswer) } },
    async (req) => {
      const { s, def } = await inSequenceAtTable(req, req.body.seq)
      const userId = s.user_id as number
      const { round, balance } = await act(
        { repo, wallet: deps.wallet, clock, outcomes },
        s,
        def,
        req.body.roundId,
        req.body.action,
      )
      const seat = seatOf(
        def,
        round,
        await repo.betsOfUser(round.id, userId),
        await repo.seat(round.id, userId),
        outcomes,
      )
      hub.seatChanged(def.tableId, round.id, userId).catch(() => {})
      return ok({ seat, balance, seq: s.seq })
    },
  )

  r.get('/live/api/recall', { schema: { response: okResponse(LiveRecallAnswer) } }, async (req) => {
    const s = await deps.sessionOf(req)
    tableOfSession(s)
    return ok({ rounds: await liveRecall(repo, s) })
  })
}
