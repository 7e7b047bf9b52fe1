/**
 * The player area's pure rules (SPEC.md section 4, Player area and minimised games; section 9:
 * Minimised game 22vw by 20vw, x 20, min width 415, max 80 % width; Multi-game view max 4).
 */

export type AreaMode = 'fun' | 'money'
/** One game in the area: its id and the mode it was launched in. */
export type AreaGame = { gameId: string; mode: AreaMode }
/** The minimised window's place and size in CSS pixels (SPEC.md section 3: gamesPosition per game_id). */
export type Box = { x: number; y: number; width: number; height: number }
export type Viewport = { width: number; height: number }

const MULTI_SCREEN_MAX = 4
const MIN_WINDOW_WIDTH = 415
const MAX_WINDOW_SHARE = 0.8
const DEFAULT_WINDOW = { widthVw: 0.22, heightVw: 0.2, x: 20 } as const
/** The window's bar (name and buttons) above the 16:9 game. */
const WINDOW_BAR_PX = 36
/** How far one arrow key moves or resizes the window (the keyboard fallback for dragging). */
export const KEY_STEP_PX = 20

/** The width a window may have here: at least 415, at most 80 % of the screen (the screen wins when both cannot hold). */
export function clampWidth(width: number, vp: Viewport): number {
  const max = vp.width * MAX_WINDOW_SHARE
  return Math.round(Math.min(max, Math.max(MIN_WINDOW_WIDTH, width)))
}

/** The game keeps 16:9; the window is the bar plus the game. */
const heightFor = (width: number) => Math.round((width * 9) / 16 + WINDOW_BAR_PX)

/** Keeps the whole window on screen. */
function place(x: number, y: number, width: number, height: number, vp: Viewport): Box {
  return {
    x: Math.round(Math.min(Math.max(0, x), Math.max(0, vp.width - width))),
    y: Math.round(Math.min(Math.max(0, y), Math.max(0, vp.height - height))),
    width,
    height,
  }
}

/** A new window: 22vw wide (within the limits), 16:9, at x 20, resting near the bottom of the screen. */
export function defaultBox(vp: Viewport): Box {
  const width = clampWidth(vp.width * DEFAULT_WINDOW.widthVw, vp)
  const height = Math.max(heightFor(width), Math.round(vp.width * DEFAULT_WINDOW.heightVw))
  return place(DEFAULT_WINDOW.x, vp.height - height - DEFAULT_WINDOW.x, width, height, vp)
}

/** A stored box made to fit this screen (it may have been saved on a larger one). */
export function fitBox(box: Box, vp: Viewport): Box {
  const width = clampWidth(box.width, vp)
  const height = width === box.width && box.height >= heightFor(width) ? box.height : heightFor(width)
  return place(box.x, box.y, width, height, vp)
}

export const moveBox = (box: Box, dx: number, dy: number, vp: Viewport): Box =>
  place(box.x + dx, box.y + dy, box.width, box.height, vp)

/** Resizing from the bottom-right corner: the top-left corner stays, the width follows the pointer, 16:9 holds. */
export function resizeBox(box: Box, dWidth: number, vp: Viewport): Box {
  const width = clampWidth(box.width + dWidth, vp)
  const height = heightFor(width)
  return place(box.x, box.y, width, height, vp)
}

/** The add-game control: off at 4 games. */
export const canAddGame = (games: readonly AreaGame[]) => games.length < MULTI_SCREEN_MAX

/** Adds a game to the multi-screen: never a fifth, never the same game twice; all share the first game's mode. */
export function withGame(games: readonly AreaGame[], gameId: string): AreaGame[] {
  const first = games[0]
  if (!first || !canAddGame(games) || games.some((g) => g.gameId === gameId)) return [...games]
  return [...games, { gameId, mode: first.mode }]
}

export const withoutGame = (games: readonly AreaGame[], gameId: string): AreaGame[] =>
  games.filter((g) => g.gameId !== gameId)

/** Multi-screen holds 2 to 4 games; with 1 or fewer it ends. */
export const isMultiScreen = (games: readonly AreaGame[]) => games.length > 1

/** The query parameter naming the games beside the first one on a multi-screen game page. */
const MULTI_PARAM = 'flere'

/** The game page of the area's games: the single game's own page, or the first game's page naming the others. */
export function areaPath(games: readonly AreaGame[]): string | null {
  const [first, ...others] = games
  if (!first) return null
  const page = `/spil/${encodeURIComponent(first.gameId)}/${first.mode}`
  if (!others.length) return page
  return `${page}?${MULTI_PARAM}=${others.map((g) => encodeURIComponent(g.gameId)).join(',')}`
}

/** The games a game page names: its own, then the others of the query (at most 4 in all, no repeats). */
export function gamesOfPage(gameId: string, mode: AreaMode, search: string): AreaGame[] {
  const others = new URLSearchParams(search).get(MULTI_PARAM)?.split(',') ?? []
  let games: AreaGame[] = [{ gameId, mode }]
  for (const id of others) if (id) games = withGame(games, id)
  return games
}
