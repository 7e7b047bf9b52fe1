import { proxy, subscribe, useSnapshot } from 'valtio'
import { type MinimisedGames, readPersisted, writePersisted } from '../lib/persisted.ts'
import {
  type AreaGame,
  type AreaMode,
  type Box,
  defaultBox,
  fitBox,
  isMultiScreen,
  type Viewport,
} from '../lib/player-area.ts'
import { endGame, gameStore } from './game.ts'
import { modalsStore } from './modals.ts'

/**
 * The player area (SPEC.md section 4, Player area and minimised games): the games on screen, whether
 * they float minimised, fill the screen or share it (multi-screen), and each game's window place.
 * The state of SPEC.md section 3 survives a reload (persisted.ts: minimizedGames, gamesPosition).
 */
const saved = readPersisted('minimizedGames')
export const areaStore = proxy({
  games: (saved?.games ?? []) as AreaGame[],
  minimizeMode: saved?.minimizeMode ?? false,
  multiScreenMode: saved?.multiScreenMode ?? false,
  mode: (saved?.mode ?? 'fun') as AreaMode,
  fullScreen: false,
  collapsed: saved?.collapsed ?? false,
  positions: readPersisted('gamesPosition'),
})

const snapshotOf = (): MinimisedGames | null =>
  areaStore.games.length
    ? {
        games: areaStore.games.map((g) => ({ ...g })),
        minimizeMode: areaStore.minimizeMode,
        multiScreenMode: areaStore.multiScreenMode,
        mode: areaStore.mode,
        fullScreen: areaStore.fullScreen,
        collapsed: areaStore.collapsed,
      }
    : null
subscribe(areaStore, () => {
  writePersisted('minimizedGames', snapshotOf())
  writePersisted('gamesPosition', { ...areaStore.positions })
})

const sameGames = (a: readonly AreaGame[], b: readonly AreaGame[]) =>
  a.length === b.length && a.every((g, i) => g.gameId === b[i]?.gameId && g.mode === b[i]?.mode)

/**
 * A game page shows these games (one, or 2 to 4 in multi-screen): they leave the minimised window.
 * A game no longer named ends (it was replaced or removed from the multi-screen).
 */
export function showGamePage(games: AreaGame[]) {
  const first = games[0]
  if (!first) return
  for (const g of areaStore.games)
    if (!games.some((n) => n.gameId === g.gameId && n.mode === g.mode)) endGame(g.gameId)
  if (!sameGames(areaStore.games, games)) {
    areaStore.games = games
    areaStore.fullScreen = false
  }
  Object.assign(areaStore, {
    minimizeMode: false,
    collapsed: false,
    multiScreenMode: isMultiScreen(games),
    mode: first.mode,
  })
}

/** Is this path the game page of a game in the area? */
export function isAreaPage(path: string): boolean {
  const m = /^\/spil\/([^/]+)\/(fun|money)$/.exec(path)
  if (!m?.[1]) return false
  const id = decodeURIComponent(m[1])
  return areaStore.games.some((g) => g.gameId === id && g.mode === m[2])
}

/** Closing: the games end and the minimised data is cleared (the window places per game stay). */
export function closeArea() {
  for (const g of areaStore.games) endGame(g.gameId)
  Object.assign(areaStore, {
    games: [],
    minimizeMode: false,
    multiScreenMode: false,
    fullScreen: false,
    collapsed: false,
  })
}

/**
 * The player left the area's game page. A single game goes on minimised (its rounds go on); the
 * multi-screen ends (SPEC.md section 4); a game that is not running or starting (a live table, a
 * refused launch, a money game waiting for the login) has nothing to keep.
 */
export function leaveGamePage() {
  if (!areaStore.games.length || areaStore.minimizeMode) return
  const first = areaStore.games[0]
  const status = first ? gameStore.plays[first.gameId]?.status : undefined
  if (areaStore.multiScreenMode || (status !== 'ready' && status !== 'loading')) {
    closeArea()
    return
  }
  Object.assign(areaStore, { minimizeMode: true, fullScreen: false, collapsed: false })
}

export const setFullScreen = (on: boolean) => {
  areaStore.fullScreen = on && !areaStore.minimizeMode
}
export const setCollapsed = (on: boolean) => {
  areaStore.collapsed = on
}

/** The minimised window's place: the stored one made to fit this screen, else the default. */
export function windowBox(gameId: string, vp: Viewport): Box {
  const stored = areaStore.positions[gameId]
  return stored ? fitBox(stored, vp) : defaultBox(vp)
}
export function saveWindowBox(gameId: string, box: Box) {
  areaStore.positions[gameId] = { ...box }
}

/** A money game is running in the area (launched, its frame live). */
const moneyRunning = () =>
  areaStore.games.some((g) => g.mode === 'money' && gameStore.plays[g.gameId]?.status === 'ready')

/** SPEC.md section 4: a pop-type navigation (browser back or forward) during money mode ends the game. */
export function popNavigation() {
  if (moneyRunning()) closeArea()
}

/**
 * SPEC.md section 4: a login modal opening during money mode ends the game (the session it played on
 * is gone). Setting a PIN is not a login.
 */
const isLogin = (m: { name: string; props: Record<string, unknown> }) =>
  m.name === 'LOGIN' || (m.name === 'PIN_LOGIN' && m.props.action === 'check')
subscribe(modalsStore, () => {
  if (modalsStore.stack.some(isLogin) && moneyRunning()) closeArea()
})

export const useArea = () => useSnapshot(areaStore)
