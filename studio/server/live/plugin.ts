import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GameDescription, StudioBalance } from '../../../contract/studio.ts'
import type { Clock } from '../../../platform/clock.ts'
import type { Rng } from '../../engine/rng.ts'
import type { StudioConfig } from '../config.ts'
import { type SessionRow, type StudioHandle, studioDb } from '../repo.ts'
import type { WalletClient } from '../wallet-client.ts'
import { type LiveBus, memoryBus, postgresBus } from './bus.ts'
import { createLiveClosing } from './close-player.ts'
import { createHub } from './hub.ts'
import { createOutcomes } from './outcomes.ts'
import { liveSessionAnswer } from './recall.ts'
import { createLiveRepo, currentSchema } from './repo.ts'
import { liveRoutes } from './routes.ts'
import { createRunner } from './runner.ts'
import { createSeal } from './seal.ts'
import { createStreamLimits } from './stream-limits.ts'

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

/** The wallet provider whose secret the studio holds (studio/server/routes.ts STUDIO_PROVIDER). */
const STUDIO_SECRET_OF = 'studio'

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

  liveRoutes(app, { ...deps, repo, hub, outcomes, streams, clock })

  const session = {
    answer: (s: SessionRow, game: GameDescription) => liveSessionAnswer(repo, s, game, deps.balanceOf),
  }
  return { repo, runner, hub, session, settleSeatsOf }
}
