import type { Game } from '../../contract/games.ts'
import type { LaunchBody } from '../../contract/launch.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { GameProvider, LaunchAnswer } from './provider-port.ts'
import type { GamesService } from './service.ts'

/** The launch refusals a player reads (SPEC.md section 8 wording where it gives one). */
export const LAUNCH_TEXT = {
  loginFirst: 'Du skal logge ind først',
  unknownBrand: 'Dette casino findes ikke.',
  moneyOnly: 'Dette spil kan kun spilles for rigtige penge. Log ind for at spille.',
  notLive: 'Spillet er ikke et live-bord.',
  upcoming: (date: string) => `Spillet er ikke udkommet endnu. Det udkommer ${date}.`,
  desktopOnly: 'Dette spil kan kun spilles på en computer.',
  mobileOnly: 'Dette spil kan kun spilles på en mobiltelefon.',
  wrongSession: 'Din session er udløbet. Log venligst ind igen.',
} as const

/** What the launch needs to know of the request besides its body. */
export type LaunchCaller = {
  /** The session's player, or null for a visitor. */
  userId: number | null
  /** The game session id getSes.php answered for this session (null for a visitor). */
  sessId: string | null
  ip: string
}

export type LaunchDeps = {
  games: GamesService
  provider: GameProvider
  brandFamily: readonly string[]
  /** The player module's money gate (player/money-gate.ts): status, exclusion, ROFUS, limits, geo. */
  moneyGate: (userId: number, ip: string) => Promise<void>
}

const isLiveTable = (g: Game) => g.category === 'liveint' || g.group_id === 'net-live'

/**
 * Who may launch for money: a logged-in player who passes the money gate every money call passes
 * (ARCHITECTURE.md, Security posture): status open or temp, no exclusion, not in ROFUS, a deposit
 * limit chosen, playing from Denmark.
 */
async function assertMayLaunchForMoney(deps: LaunchDeps, caller: LaunchCaller): Promise<number> {
  if (caller.userId === null) throw new HttpError(401, LAUNCH_TEXT.loginFirst)
  await deps.moneyGate(caller.userId, caller.ip)
  return caller.userId
}

/**
 * The game's own refusals, the same for every player: upcoming games, devices, fun play of money-only
 * games. A live table is played for money ('money' or the live lobby's 'netentlive'); 'netentlive'
 * names live tables only.
 */
function assertPlayable(game: Game, body: LaunchBody) {
  if (body.mode === 'netentlive' && !isLiveTable(game)) throw new HttpError(400, LAUNCH_TEXT.notLive)
  if (isLiveTable(game) && body.mode === 'fun') throw new HttpError(403, LAUNCH_TEXT.moneyOnly)
  if (game.release === 'upcoming') throw new HttpError(409, LAUNCH_TEXT.upcoming(game.release_date))
  if (game.platform !== 'all' && game.platform !== body.platform)
    throw new HttpError(403, game.platform === 'desktop' ? LAUNCH_TEXT.desktopOnly : LAUNCH_TEXT.mobileOnly)
  if (body.mode === 'fun' && game.onlyForMoney) throw new HttpError(403, LAUNCH_TEXT.moneyOnly)
}

/** POST games/launch/{brand} (SPEC.md section 7): checks, then the provider's one-time game URL. */
export function createLaunchService(deps: LaunchDeps) {
  return {
    async launch(brand: string, body: LaunchBody, caller: LaunchCaller): Promise<LaunchAnswer> {
      if (!deps.brandFamily.includes(brand)) throw new HttpError(404, LAUNCH_TEXT.unknownBrand)
      const game = await deps.games.game(body.game_id)
      assertPlayable(game, body)
      const mode = body.mode === 'fun' ? 'fun' : 'money'
      let playerId: number | null = null
      if (mode === 'money') {
        playerId = await assertMayLaunchForMoney(deps, caller)
        // A launch naming a game session must name this browser's own (getSes.php).
        if (body.session_id !== undefined && body.session_id !== caller.sessId)
          throw new HttpError(401, LAUNCH_TEXT.wrongSession)
      }
      return deps.provider.launch({
        gameId: game.game_id,
        mode,
        playerId,
        platform: body.platform,
        lobby: body.lobby ?? '/',
        ip: caller.ip,
        casinoSession: mode === 'money' ? caller.sessId : null,
      })
    },
  }
}
