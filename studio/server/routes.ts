import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LIVE_TEXTS } from '../../contract/live.ts'
import {
  ActionBody,
  type AutoplayRun,
  BetBody,
  DealBody,
  FeatureShownAnswer,
  FeatureShownBody,
  FunResetBody,
  JackpotsAnswer,
  LAUNCH_TOKEN_TTL_MS,
  PlayActionParams,
  RecallAnswer,
  RoundAnswer,
  SessionBody,
  SpinBody,
  StudioBalance,
  StudioLaunchAnswer,
  StudioLaunchBody,
  StudioSession,
} from '../../contract/studio.ts'
import type { Clock } from '../../platform/clock.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { keepRawJson, rawBody } from '../../platform/http/raw-json.ts'
import { typed } from '../../platform/http/zod.ts'
import { poolAmount } from '../engine/jackpot.ts'
import { cryptoRng, type Rng } from '../engine/rng.ts'
import type { StudioConfig } from './config.ts'
import { migrateStudio } from './db/migrate.ts'
import { FUN_BALANCE } from './fun-rounds.ts'
import { describeGame, jackpotGames, studioGame } from './games.ts'
import { describeLiveTable } from './live/describe.ts'
import { registerLive } from './live/plugin.ts'
import { liveTableDef } from './live/tables.ts'
import { createPace } from './pace.ts'
import { registerPlayPage } from './page.ts'
import { costOf, type StartRequest } from './play.ts'
import { createRecovery } from './recovery.ts'
import { createRepo, type SessionRow, type StudioHandle, studioDb } from './repo.ts'
import { fail, gameOf, playerKey, roundView } from './round-answers.ts'
import { createRounds, JACKPOT_SEED } from './rounds.ts'
import { createSessionCalls } from './session-calls.ts'
import { createSettlePlayer, settlePlayerRoute } from './settle-player.ts'
import { newToken, SIGNATURE_HEADER, tokenHash, verify } from './signing.ts'
import { openPlayersRoute } from './sweep-closed-players.ts'
import { ST } from './texts.ts'
import { signedWalletClient, type WalletPost } from './wallet-client.ts'

/** The provider name the studio signs its wallet calls with (its secret is in WALLET_PROVIDERS). */
const STUDIO_PROVIDER = 'studio'
const RECALL = 10

export type StudioOptions = {
  config: StudioConfig
  db: StudioHandle
  clock: Clock
  /** Tests: a scripted draw; play: crypto. */
  rng?: Rng
  /**
   * How the studio's signed wallet calls reach the casino's wallet API: over HTTP when the studio runs
   * on its own, or the in-process API the casino hands it when mounted in the casino's process
   * (server/wallet/in-process-wallet-api.ts).
   */
  walletTransport: WalletPost
}

/**
 * The studio as a provider, mounted at /studio/ (ARCHITECTURE.md "The game studio"): launch from the
 * casino's server, then the client's session and round calls. Its own tables and migrations; money
 * only through the signed wallet API.
 */
export default async function studio(app: FastifyInstance, opts: StudioOptions) {
  const { config, clock } = opts
  const secret = config.money.walletProviders[STUDIO_PROVIDER]
  if (!secret) throw new Error('WALLET_PROVIDERS has no secret for the studio')
  await migrateStudio(opts.db)
  const repo = createRepo(studioDb(opts.db))
  await repo.ensurePools(jackpotGames().map((g) => ({ gameId: g.gameId, seed: JACKPOT_SEED })))
  const nowMs = () => clock.nowMs()
  const wallet = signedWalletClient(STUDIO_PROVIDER, secret, nowMs, opts.walletTransport)
  const rounds = createRounds(repo, wallet, opts.rng ?? cryptoRng(), nowMs)
  const pace = createPace(clock)
  const recovery = createRecovery(repo, wallet, rounds)
  // The live tables are registered below; a closing account's seats are settled through them.
  let live: Awaited<ReturnType<typeof registerLive>> | null = null
  const liveOf = () => {
    if (!live) throw new Error('studio: the live tables are not registered yet')
    return live
  }
  const settlePlayer = createSettlePlayer(studioDb(opts.db), repo, rounds, recovery, (userId) =>
    liveOf().settleSeatsOf(userId),
  )
  // At start: every round a previous process left unfinished. It runs once the app is ready (the
  // wallet is reached through the app), without holding up start-up.
  // The sweep is awaited on close, and a failure is logged rather than left unhandled.
  let sweep: Promise<void> = Promise.resolve()
  let closing = false
  app.addHook('onReady', async () => {
    setImmediate(() => {
      if (closing) return
      sweep = recovery.recover().then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'studio: the start-up recovery sweep failed'),
      )
    })
  })
  app.addHook('onClose', async () => {
    closing = true
    await sweep
  })

  await app.register(async (signed) => {
    const r = typed(signed)
    keepRawJson(signed)
    r.addHook('preValidation', async (req) => {
      if (!verify(secret, req.headers[SIGNATURE_HEADER], rawBody(req), clock.nowMs()))
        throw fail(401, ST.badSignature, 'BAD_SIGNATURE')
    })
    settlePlayerRoute(r, settlePlayer)
    openPlayersRoute(r, studioDb(opts.db), () => liveOf().repo)
    r.post(
      '/api/launch',
      { schema: { body: StudioLaunchBody, response: okResponse(StudioLaunchAnswer) } },
      async (req) => {
        const b = req.body
        // Live tables are for money only and every platform (issue 15), once their engine is here.
        const live = liveTableDef(b.gameId)
        if (live && !live.game) throw fail(409, LIVE_TEXTS.tableNotOpen, 'TABLE_NOT_OPEN')
        const game = studioGame(b.gameId) ?? (live && { onlyForMoney: true, platform: 'all' })
        if (!game) throw fail(404, ST.unknownGame, 'UNKNOWN_GAME')
        if (b.mode === 'fun' && game.onlyForMoney) throw fail(400, ST.funNotAllowed, 'FUN_NOT_ALLOWED')
        if (game.platform !== 'all' && game.platform !== b.platform)
          throw fail(400, game.platform === 'desktop' ? ST.platformDesktop : ST.platformMobile, 'PLATFORM')
        if (b.mode === 'money' && (b.userId === null || b.casinoSession === null))
          throw fail(403, ST.blocked, 'PLAYER_BLOCKED')
        const token = newToken()
        await repo.insertToken({
          token_hash: tokenHash(token),
          user_id: b.mode === 'money' ? b.userId : null,
          game_id: b.gameId,
          mode: b.mode,
          platform: b.platform,
          lobby_url: b.lobbyUrl,
          ip: b.ip,
          casino_session: b.casinoSession,
          expires_at: new Date(clock.nowMs() + LAUNCH_TOKEN_TTL_MS),
        })
        return ok({
          url: `/studio/play/${encodeURIComponent(b.gameId)}?token=${encodeURIComponent(token)}`,
          endgame: b.lobbyUrl,
        })
      },
    )
  })

  const r = typed(app)
  const { tookSeq, remember, sessionOf, sequenced, facts, startCall, sessionById } = createSessionCalls(repo)
  r.addHook('onSend', async (req, reply, payload) => {
    reply.header('cache-control', 'no-store')
    const seq = tookSeq.get(req)
    if (seq === undefined || reply.statusCode < 400 || typeof payload !== 'string') return payload
    // A call refused after it took its number (no money, a stake off the ladder, a round still open)
    // says which number it took, as an accepted one does: the client's counter stays in step with
    // the session's instead of meeting 'SEQUENCE' on the player's next spin.
    const body = JSON.parse(payload) as { data?: unknown }
    const data = typeof body.data === 'object' && body.data !== null ? body.data : {}
    return JSON.stringify({ ...body, data: { ...data, seq } })
  })
  registerPlayPage(app, config.distDir)

  async function sessionAnswer(s: SessionRow, credential?: string) {
    const own = { ...(credential ? { credential } : {}), eventsKey: s.id }
    const live = liveTableDef(s.game_id)
    if (live) return ok({ ...(await liveSession.answer(s, describeLiveTable(live))), ...own })
    const game = studioGame(s.game_id)
    if (!game) throw fail(404, ST.unknownGame, 'UNKNOWN_GAME')
    const key = playerKey(s)
    const open = await repo.openRound(key, s.game_id)
    return ok({
      game: describeGame(game),
      mode: s.mode as 'fun' | 'money',
      balance: await rounds.balanceOf(s),
      lobbyUrl: s.lobby_url,
      seq: s.seq,
      resolved: await recovery.tell(key, s.game_id),
      open: open?.awaiting_player ? roundView(open) : null,
      recall: (await repo.recall(key, s.game_id, RECALL)).map(roundView),
      ...own,
    })
  }

  live = await registerLive(app, {
    config,
    db: opts.db,
    clock,
    rng: opts.rng ?? cryptoRng(),
    wallet,
    sessionOf,
    sessionById,
    sequenced,
    balanceOf: (s) => rounds.balanceOf(s),
  })
  const liveSession = live.session

  r.post(
    '/api/session',
    { schema: { body: SessionBody, response: okResponse(StudioSession) } },
    async (req) => {
      const t = await repo.takeToken(tokenHash(req.body.token), clock.now())
      if (!t) throw fail(403, ST.badToken, 'BAD_TOKEN')
      // The player's next launch finishes what an interruption left of their rounds in this game.
      if (t.mode === 'money' && t.user_id !== null)
        await recovery.recover({ userId: t.user_id, gameId: t.game_id })
      // The launch's own credential: answered once, kept by its frame, sent on every call.
      const credential = newToken()
      const row = {
        id: tokenHash(credential),
        user_id: t.user_id,
        game_id: t.game_id,
        mode: t.mode,
        platform: t.platform,
        lobby_url: t.lobby_url,
        ip: t.ip,
        casino_session: t.casino_session,
        fun_balance: t.mode === 'fun' ? FUN_BALANCE : null,
      }
      await repo.insertSession(row)
      const session = { ...row, seq: 0, created_at: clock.now() }
      remember(session)
      return sessionAnswer(session, credential)
    },
  )
  r.get('/api/session', { schema: { response: okResponse(StudioSession) } }, async (req) =>
    sessionAnswer(await sessionOf(req)),
  )

  const roundAnswer = okResponse(RoundAnswer)
  const answer = async (s: SessionRow, round: Awaited<ReturnType<typeof rounds.play>>) => {
    const fresh = s.mode === 'fun' ? ((await repo.session(s.id)) ?? s) : s
    return ok({ round: roundView(round), balance: await rounds.balanceOf(fresh), seq: s.seq })
  }
  /**
   * A round's first call (spin, bet, deal). A money round takes the call's number in its own insert
   * (one statement fewer per round); a fun round's call takes it first, as every other call does.
   */
  async function startRound(req: FastifyRequest, seq: number, request: StartRequest, auto?: AutoplayRun) {
    const f = await facts(req)
    if (f.mode !== 'money') {
      const s = await sequenced(req, seq)
      return answer(s, await rounds.play(s, request))
    }
    const s = { ...f, seq }
    const paced = pace.start(s, gameOf(s).kind === 'slot', costOf(gameOf(s), request), auto)
    const round = await rounds.play(s, request, startCall(req, seq)).catch((err: unknown) => {
      pace.refused(paced)
      throw err
    })
    pace.settled(paced, round)
    return answer(s, round)
  }
  r.post('/api/round/spin', { schema: { body: SpinBody, response: roundAnswer } }, async (req) =>
    startRound(
      req,
      req.body.seq,
      { call: 'spin', stake: req.body.stake, purchase: req.body.purchase },
      req.body.auto,
    ),
  )
  r.post('/api/round/bet', { schema: { body: BetBody, response: roundAnswer } }, async (req) => {
    const { seq, auto, ...bets } = req.body
    return startRound(req, seq, { call: 'bet', ...bets }, auto)
  })
  r.post('/api/round/deal', { schema: { body: DealBody, response: roundAnswer } }, async (req) =>
    startRound(req, req.body.seq, { call: 'deal', stake: req.body.stake }),
  )
  // The frame has played a feature round to its end (issue 29.3): its hold ends before its time.
  r.post(
    '/api/round/shown',
    { schema: { body: FeatureShownBody, response: okResponse(FeatureShownAnswer) } },
    async (req) => {
      const s = await sessionOf(req)
      const res = await repo.release(req.body.roundId, playerKey(s), s.game_id)
      return ok({ released: Number(res.numUpdatedRows) > 0 })
    },
  )
  r.post(
    '/api/round/:action',
    { schema: { params: PlayActionParams, body: ActionBody, response: roundAnswer } },
    async (req) => {
      const s = await sequenced(req, req.body.seq)
      return answer(s, await rounds.act(s, req.params.action))
    },
  )
  r.get('/api/recall', { schema: { response: okResponse(RecallAnswer) } }, async (req) => {
    const s = await sessionOf(req)
    return ok({ rounds: (await repo.recall(playerKey(s), s.game_id, RECALL)).map(roundView) })
  })
  r.get('/api/balance', { schema: { response: okResponse(StudioBalance) } }, async (req) =>
    ok(await rounds.balanceOf(await sessionOf(req))),
  )
  r.post(
    '/api/fun/reset',
    { schema: { body: FunResetBody, response: okResponse(StudioBalance) } },
    async (req) => {
      const s = await sequenced(req, req.body.seq)
      if (s.mode !== 'fun') throw fail(400, ST.funOnly, 'FUN_ONLY')
      await repo.withSession(s.id, async (trx) => {
        await trx
          .updateTable('studio_sessions')
          .set({ fun_balance: FUN_BALANCE })
          .where('id', '=', s.id)
          .execute()
      })
      return ok({ mode: 'fun' as const, balance: FUN_BALANCE, bonusBalance: 0 })
    },
  )
  r.get('/api/jackpots', { schema: { response: okResponse(JackpotsAnswer) } }, async () =>
    ok({
      pools: (await repo.pools()).map((p) => ({
        gameId: p.game_id,
        amount: poolAmount({ ...p, fractionMicro: p.fraction_micro }),
        seed: p.seed,
      })),
    }),
  )
}
