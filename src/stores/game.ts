import { proxy, ref, useSnapshot } from 'valtio'
import type { Game } from '../../contract/games.ts'
import { cmsApi } from '../api/cms.ts'
import { gamesApi, launchApi } from '../api/games.ts'
import { BRAND, LOGIN_MODAL_DELAY_MS, RECENT_GAMES_MAX } from '../lib/constants.ts'
import { readPendingGame, savePendingGame } from '../lib/pending-game.ts'
import { da } from '../text/da.ts'
import { errorText } from './errors.ts'
import { favouritesStore } from './favourites.ts'
import { isMobile } from './games.ts'
import { closeTarget } from './nav-history.ts'
import { checkLogin, loadAccount, openLogin, sessionStore } from './session.ts'
import { showToast } from './toasts.ts'

export type GameMode = 'fun' | 'money'
type Platform = 'desktop' | 'mobile'

/** The related sliders show 10 games each (SPEC.md section 9). */
const RELATED_GAMES = 10
/** While a money game is open the header balance is read again this often, besides after each round. */
export const BALANCE_POLL_MS = 3000

type PlayStatus = 'idle' | 'loading' | 'ready' | 'login' | 'error'

/** One open game's launch: the game, its frame URL, and why it failed. */
export type PlayState = {
  key: string | null
  status: PlayStatus
  game: Game | null
  url: string | null
  mode: GameMode
  /** Why the launch failed, as the server worded it. */
  message: string | null
}
const newPlay = (): PlayState => ({
  key: null,
  status: 'idle',
  game: null,
  url: null,
  mode: 'fun',
  message: null,
})

/**
 * The open games by game_id (SPEC.md section 4, Game page: one, or up to 4 in multi-screen), the
 * game page's related sliders, and the pending money game.
 */
export const gameStore = proxy({
  plays: {} as Record<string, PlayState>,
  related: { key: null as string | null, theme: [] as Game[], features: [] as Game[] },
  /** Money play asked for while logged out: launched after login (SPEC.md section 4). */
  pending: null as { gameId: string; mode: GameMode } | null,
})

const platform = (): Platform => (isMobile() ? 'mobile' : 'desktop')
const gamePath = (gameId: string, mode: GameMode) => `/spil/${encodeURIComponent(gameId)}/${mode}`
export const isLiveGame = (g: Pick<Game, 'category' | 'group_id'>) =>
  g.category === 'liveint' || g.group_id === 'net-live'
/** 'Prøv gratis' is hidden for money-only games, live tables and logged-in players (SPEC.md section 2). */
export const canTryForFun = (g: Game, loggedIn: boolean) => !loggedIn && !g.onlyForMoney && !isLiveGame(g)

/** The device rule: a desktop-only game on a phone (or the reverse) has its own message. */
export function deviceRefusal(g: Pick<Game, 'platform'>): string | null {
  if (g.platform === 'all' || g.platform === platform()) return null
  return g.platform === 'desktop' ? da.game.desktopOnly : da.game.mobileOnly
}

/** The info popup's game; null when it does not exist (the popup then goes to /404). */
export async function loadGameInfo(id: string): Promise<Game | null> {
  try {
    return await gamesApi.game(id)
  } catch {
    return null
  }
}

/**
 * 'Spil for rigtige penge' and 'Prøv gratis': a visitor asking for money play is remembered and
 * sees the login (PIN login when one is stored) after 0.5 s; everyone else goes to the game page.
 * Answers the path to go to now, or null when the login comes first.
 */
export function requestPlay(gameId: string, mode: GameMode): string | null {
  if (mode === 'money' && !sessionStore.loggedIn) {
    gameStore.pending = { gameId, mode }
    savePendingGame(gameStore.pending)
    // The login may have been found meanwhile (a page opened before its session check answered).
    setTimeout(() => {
      if (!sessionStore.loggedIn) openLogin()
    }, LOGIN_MODAL_DELAY_MS)
    return null
  }
  return gamePath(gameId, mode)
}

/** After a login: the pending game's path (it launches there), or null when none was waiting. */
export function takePendingGame(): string | null {
  const p = gameStore.pending ?? readPendingGame()
  gameStore.pending = null
  savePendingGame(null)
  return p ? gamePath(p.gameId, p.mode) : null
}

async function recordRecent(gameId: string) {
  const userId = sessionStore.user?.id
  if (!userId) return
  await cmsApi.setRecent(userId, gameId, platform())
  favouritesStore.recent = (await cmsApi.recent(userId, platform())).games.slice(0, RECENT_GAMES_MAX)
}

/**
 * Opens a game on its page: the game, then its launch URL (a money game of a visitor waits for the
 * login instead; a live table is played for money only). A launch failure is the session-expired
 * toast of SPEC.md section 8, and the page keeps the server's reason.
 */
export async function launchGame(
  gameId: string,
  mode: GameMode,
  /** The logged-in player, or null: a login on the page launches the game again, now for them. */
  userId: number | null,
): Promise<{ redirect: string } | null> {
  const key = `${gameId}/${mode}/${userId ?? 0}`
  if (!gameStore.plays[gameId]) gameStore.plays[gameId] = newPlay()
  // Read back: the store's proxy, not the plain object assigned, so changes re-render.
  const play = gameStore.plays[gameId] as PlayState
  if (play.key === key && play.status !== 'error') return null
  Object.assign(play, { key, status: 'loading', url: null, mode, message: null })
  let game: Game
  try {
    game = await gamesApi.game(gameId)
  } catch {
    if (play.key === key) Object.assign(play, { key: null, status: 'idle' })
    return { redirect: '/404' }
  }
  if (play.key !== key) return null
  play.game = ref(game)
  // Live tables are played for money only (their rounds are shared); fun asks for the money page.
  if (isLiveGame(game) && mode === 'fun') return { redirect: gamePath(gameId, 'money') }
  const refusal = deviceRefusal(game)
  if (refusal) {
    showToast(refusal, 'error')
    play.status = 'idle'
    play.key = null
    return { redirect: '/velkommen' }
  }
  // A money URL opened directly: the session check may not have answered yet, and a logged-in
  // player must not be shown the login.
  if (mode === 'money' && !sessionStore.checked) {
    await checkLogin()
    if (play.key !== key) return null
  }
  if (mode === 'money' && !sessionStore.loggedIn) {
    play.status = 'login'
    requestPlay(gameId, mode)
    return null
  }
  try {
    const sessionId = mode === 'money' ? (await launchApi.session()).sessId : undefined
    const { data } = await launchApi.launch(BRAND, {
      game_id: game.game_id,
      mode,
      platform: platform(),
      lobby: closeTarget(gamePath(gameId, mode)),
      ...(sessionId ? { session_id: sessionId } : {}),
    })
    if (play.key !== key) return null
    play.url = data.url
    play.status = 'ready'
  } catch (err) {
    if (play.key !== key) return null
    play.status = 'error'
    play.message = errorText(err)
    showToast(da.game.sessionExpired, 'error')
    return null
  }
  // Popularity and 'Senest spillede' are the lobby's; a failure there must not stop the game.
  void cmsApi.click(game.game_id, sessionStore.user?.id ?? null, false).catch(() => undefined)
  if (mode === 'money') void recordRecent(game.game_id).catch(() => undefined)
  return null
}

/** The game is over (closed, logged out, back to the lobby): its frame goes; without an id, every open game's. */
export function endGame(gameId?: string) {
  if (gameId === undefined) gameStore.plays = {}
  else delete gameStore.plays[gameId]
}

/** The header balance after a round: read again from the wallet (the frame says a round settled). */
export function refreshBalance() {
  if (sessionStore.loggedIn) void loadAccount()
}

/**
 * A message from the game frame (SPEC.md section 4, Game page). Answers where to go, or null to
 * stay; 'reload' when the server ended the session.
 */
export function frameMessage(data: unknown, current: string): string | 'reload' | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as { type?: unknown; reason?: unknown }
  switch (m.type) {
    case 'logout':
      endGame()
      return m.reason === 'session' ? 'reload' : '/'
    case 'back-to-lobby':
      endGame()
      refreshBalance()
      void checkLogin()
      return closeTarget(current)
    case 'game-close':
      endGame()
      return '/velkommen'
    case 'balance':
    case 'round':
      refreshBalance()
      return null
    default:
      return null
  }
}

/** 'Spil med samme tema' and 'Spil med samme funktioner': 10 others sharing the main theme or first feature. */
export async function loadRelated(game: Game) {
  const key = game.game_id
  if (gameStore.related.key === key) return
  Object.assign(gameStore.related, { key, theme: [], features: [] })
  const others = async (k: 'theme' | 'features', value: string | undefined) => {
    if (!value) return []
    const r = await gamesApi.related(k, value, RELATED_GAMES + 1, platform())
    return r.games.filter((g) => g.game_id !== key).slice(0, RELATED_GAMES)
  }
  const [theme, features] = await Promise.allSettled([
    others('theme', game.theme.split('|')[0]),
    others('features', game.features[0]),
  ])
  if (gameStore.related.key !== key) return
  if (theme.status === 'fulfilled') gameStore.related.theme = ref(theme.value)
  if (features.status === 'fulfilled') gameStore.related.features = ref(features.value)
}

export const useGame = () => useSnapshot(gameStore)
