import { AVATARS, GRID_TYPES, type GridType, SORT_KEYS, type SortKey } from './constants.ts'
import type { AreaGame, Box } from './player-area.ts'

/** SPEC.md section 3, Minimised games state (the window places are kept apart, per game_id). */
export type MinimisedGames = {
  games: AreaGame[]
  minimizeMode: boolean
  multiScreenMode: boolean
  mode: AreaGame['mode']
  fullScreen: boolean
  /** Folded to the side tab. */
  collapsed: boolean
}

/** The local-storage keys of SPEC.md section 3 that this client uses, each checked on read with a default. */
type Schema = {
  gridType: GridType
  sortMethod: SortKey | null
  sortMethodReversed: boolean
  /** 0 when logged out (SPEC.md section 4: logout sets the stored user id to 0). */
  userId: number
  logged: boolean
  avatar: number
  userName: string | null
  pinHash: string | null
  pinUserName: string | null
  /** 'Vis ikke igen' on the PIN offer popup. */
  pinPopup: boolean
  /** The players (user ids) this browser has shown the verification notice: it is per player. */
  verificationPopupShown: number[]
  /** This browser's random device id for the content API's register-device and attach-user. */
  hardwareId: string | null
  minimizedGames: MinimisedGames | null
  gamesPosition: Record<string, Box>
}
const DEFAULTS: Schema = {
  gridType: 'dynamic',
  sortMethod: null,
  sortMethodReversed: false,
  userId: 0,
  logged: false,
  avatar: AVATARS.min,
  userName: null,
  pinHash: null,
  pinUserName: null,
  pinPopup: false,
  verificationPopupShown: [],
  hardwareId: null,
  minimizedGames: null,
  gamesPosition: {},
}
const isBool = (v: unknown): v is boolean => typeof v === 'boolean'
const isText = (v: unknown): v is string | null => v === null || (typeof v === 'string' && v.length < 300)
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isGameId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length < 100
const isAreaGame = (v: unknown): v is AreaGame =>
  isObject(v) && isGameId(v.gameId) && (v.mode === 'fun' || v.mode === 'money')
const isPx = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 100_000
const isBox = (v: unknown): v is Box =>
  isObject(v) && isPx(v.x) && isPx(v.y) && isPx(v.width) && isPx(v.height) && v.width > 0 && v.height > 0
const isMinimised = (v: unknown): v is MinimisedGames =>
  isObject(v) &&
  Array.isArray(v.games) &&
  v.games.length <= 4 &&
  v.games.every(isAreaGame) &&
  (v.mode === 'fun' || v.mode === 'money') &&
  [v.minimizeMode, v.multiScreenMode, v.fullScreen, v.collapsed].every(isBool)
const VALID: { [K in keyof Schema]: (v: unknown) => v is Schema[K] } = {
  gridType: (v): v is GridType => GRID_TYPES.includes(v as GridType),
  sortMethod: (v): v is SortKey | null => v === null || SORT_KEYS.includes(v as SortKey),
  sortMethodReversed: isBool,
  userId: (v): v is number => Number.isInteger(v) && (v as number) >= 0,
  logged: isBool,
  avatar: (v): v is number =>
    Number.isInteger(v) && (v as number) >= AVATARS.min && (v as number) <= AVATARS.max,
  userName: isText,
  pinHash: isText,
  pinUserName: isText,
  pinPopup: isBool,
  verificationPopupShown: (v): v is number[] =>
    Array.isArray(v) && v.length <= 100 && v.every((id) => Number.isInteger(id) && id > 0),
  hardwareId: isText,
  minimizedGames: (v): v is MinimisedGames | null => v === null || isMinimised(v),
  gamesPosition: (v): v is Record<string, Box> =>
    isObject(v) && Object.keys(v).length <= 200 && Object.values(v).every(isBox),
}

export function readPersisted<K extends keyof Schema>(
  key: K,
  storage: Storage | undefined = globalThis.localStorage,
): Schema[K] {
  try {
    const raw = storage?.getItem(key)
    if (raw == null) return DEFAULTS[key]
    const value: unknown = JSON.parse(raw)
    return VALID[key](value) ? value : DEFAULTS[key]
  } catch {
    return DEFAULTS[key]
  }
}

export function writePersisted<K extends keyof Schema>(
  key: K,
  value: Schema[K],
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}
