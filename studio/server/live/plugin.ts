import { randomUUID } from 'node:crypto'
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
  type LiveRecallRound,
  LiveTablesAnswer,
  LiveTime,
} from '../../../contract/live.ts'
import type { GameDescription, RoundView, StudioBalance, StudioSession } from '../../../contract/studio.ts'
import type { Clock } from '../../../platform/clock.ts'
import { ok, okResponse } from '../../../platform/http/envelope.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import { typed } from '../../../platform/http/zod.ts'
import type { Rng } from '../../engine/rng.ts'
import type { StudioConfig } from '../config.ts'
import { type SessionRow, type StudioHandle, studioDb } from '../repo.ts'
import type { WalletClient } from '../wallet-client.ts'
import { act, placeBets } from './bets.ts'
import { type LiveBus, memoryBus, postgresBus } from './bus.ts'
import { createLiveClosing } from './close-player.ts'
import { createHub } from './hub.ts'
import { createOutcomes } from './outcomes.ts'
import { createLiveRepo, currentSchema } from './repo.ts'
import { createRunner } from './runner.ts'
import { createSeal } from './seal.ts'
import { spotsOf } from './settle.ts'
import { seatOf, tableState } from './state.ts'
import { createStreamLimits } from './stream-limits.ts'
import { type LiveTableDef, liveTableDef, liveTableDefs } from './tables.ts'

export type LiveDeps = {
  config: StudioConfig
  db: StudioHandle
  clock: Clock
  rng: Rng
  wallet: WalletClient
  /** The studio session of the request's credential (for its own game's frame), or a 401/403. */
  sessionOf(req: FastifyRequest): Promise<SessionRow>
  /** A session by its id (a live event stream's `?session=`). */
  sessionById(id: string): Promise<SessionRow | undefined>
  /** The same with the call's sequence number taken (a replay or a skip is a 409). */
  sequenced(req: FastifyRequest, seq: number): Promise<SessionRow>
  balanceOf(s: SessionRow): Promise<StudioBalance>
}

const RECALL = 10
/** The wallet provider whose secret the studio holds (routes.ts STUDIO_PROVIDER). */
const STUDIO_SECRET_OF = 'studio'

const fail = (status: number, message: string, code: string) => new HttpError(status, message, { code })

/** The table of a money session at a live table, or a refusal. */
function tableOfSession(s: SessionRow): LiveTableDef {
  const def = liveTableDef(s.game_id)
  if (!def) throw fail(404, LIVE_TEXTS.notLive, 'UNKNOWN_GAME')
  if (s.mode !== 'money' || s.user_id === null) throw fail(403, LIVE_TEXTS.moneyOnly, 'FUN_NOT_ALLOWED')
  return def
}

/**
 * The live tables (issue 15), under /studio/live/api/: the runner of this process, the SSE hub, and
 * the calls of contract/live.ts. Registered inside the studio plugin (prefix /studio).
 */
export async function registerLive(app: FastifyInstance, deps: LiveDeps) {
  const { config, clock } = deps
  const repo = createLiveRepo(studioDb(deps.db))
  const processId = `${process.pid}:${randomUUID()}`
  const bus: LiveBus =
    deps.db.kind === 'postgres' && config.databaseUrl
      ? await postgresBus(config.databaseUrl, await currentSchema(repo.db), app.log)
      : memoryBus()
  const secret = config.money.walletProviders[STUDIO_SECRET_OF]
  if (!secret) throw new Error('WALLET_PROVIDERS has no secret for the studio')
  // The seeds of live rounds at rest are sealed under a key from the studio's secret (decision 0008).
  const outcomes = createOutcomes(createSeal(secret), deps.rng)
  const hub = createHub({ repo, bus, clock, outcomes, processId, log: app.log })
  const streams = createStreamLimits(config.live.streams)
  const runner = createRunner({
    repo,
    bus,
    wallet: deps.wallet,
    clock,
    outcomes,
    timing: config.live,
    processId,
    viewers: hub.viewers,
    log: app.log,
  })
  // A closing account's seats are settled before its payout (issue 31; settle-player.ts).
  const settleSeatsOf = createLiveClosing({
    repo,
    wallet: deps.wallet,
    outcomes,
    now: () => clock.now(),
    changed: (tableId, roundId, userId) => {
      hub.seatChanged(tableId, roundId, userId).catch(() => {})
    },
  })
  app.addHook('onReady', async () => {
    hub.start()
    runner.start()
  })
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', async () => {
    await hub.stop()
  })
  app.addHook('onClose', async () => {
    await runner.stop()
    await bus.close()
  })

  const r = typed(app)
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
      const s = await deps.sequenced(req, req.body.seq)
      const def = tableOfSession(s)
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
      const s = await deps.sequenced(req, req.body.seq)
      const def = tableOfSession(s)
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

  /** The player's finished rounds at the table with their bets, the outcome and its proof. */
  async function recall(s: SessionRow): Promise<LiveRecallRound[]> {
    const seats = await repo.recall(s.user_id as number, s.game_id, RECALL)
    return Promise.all(
      seats.map(async (seat) => {
        const round = await repo.round(seat.round_id)
        const bets = await repo.betsOfUser(seat.round_id, seat.user_id)
        if (!round) throw new Error(`live round ${seat.round_id} is gone`)
        return {
          roundId: round.id,
          no: round.no,
          tableId: round.table_id,
          at: (seat.settled_at ?? seat.created_at).getTime(),
          bets: spotsOf(bets),
          stake: seat.stake,
          payout: seat.payout ?? 0,
          state: seat.state as 'settled' | 'voided',
          reveal: round.reveal ?? null,
          commitment: round.commitment,
          proof:
            round.outcome !== null && round.salt !== null
              ? { outcome: round.outcome, salt: round.salt }
              : null,
        }
      }),
    )
  }
  r.get('/live/api/recall', { schema: { response: okResponse(LiveRecallAnswer) } }, async (req) => {
    const s = await deps.sessionOf(req)
    tableOfSession(s)
    return ok({ rounds: await recall(s) })
  })

  const session = {
    /** The session answer at a live table: no single-player rounds; the recall from the table's rounds. */
    async answer(s: SessionRow, game: GameDescription): Promise<StudioSession> {
      const rounds = s.mode === 'money' && s.user_id !== null ? await recall(s) : []
      return {
        game,
        mode: s.mode as 'fun' | 'money',
        balance: await deps.balanceOf(s),
        lobbyUrl: s.lobby_url,
        seq: s.seq,
        resolved: [],
        open: null,
        recall: rounds.map(
          (x): RoundView => ({
            roundId: x.roundId,
            gameId: x.tableId,
            mode: 'money',
            state: x.state,
            stake: x.stake,
            win: x.payout,
            jackpotWin: 0,
            // The live rounds keep no balance snapshot; the wallet's history has each movement.
            balanceBefore: 0,
            balanceAfter: null,
            outcome: null,
            createdAt: new Date(x.at).toISOString(),
            settledAt: new Date(x.at).toISOString(),
            bought: false,
            screens: 1,
            holdsUntil: null,
          }),
        ),
      }
    },
  }
  return { repo, runner, hub, session, settleSeatsOf }
}
