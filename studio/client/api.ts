import type {
  AutoplayRun,
  BaccaratWager,
  FeatureShownAnswer,
  RecallAnswer,
  RouletteBet,
  RoundAnswer,
  SicBoBet,
  StudioBalance,
  StudioErrorCode,
  StudioSession,
} from '../../contract/studio.ts'
import { daErrors } from './text.ts'

/** The studio's paths (contract/studio.ts STUDIO_PATHS; that file carries zod, so only its types come here). */
const API = '/studio/api'

export class StudioError extends Error {
  constructor(
    readonly code: StudioErrorCode | 'NETWORK' | 'OFFLINE' | 'UNKNOWN',
    message: string,
    /** The sequence number a refused call took on the server, when it took one. */
    readonly seq?: number,
  ) {
    super(message)
  }
}

/** Runs a sequenced call; a refusal that took a number moves the counter on as an answer does. */
export async function inStep<T extends { seq: number }>(
  next: number,
  call: (seq: number) => Promise<T>,
  took: (seq: number) => void,
): Promise<T> {
  try {
    const a = await call(next)
    took(a.seq)
    return a
  } catch (err) {
    if (err instanceof StudioError && err.seq !== undefined) took(err.seq)
    throw err
  }
}

const KNOWN = new Set(Object.keys(daErrors))

/** contract/studio.ts SESSION_HEADER and GAME_HEADER (that file carries zod, so they are repeated). */
const SESSION_HEADER = 'x-studio-session'
const GAME_HEADER = 'x-studio-game'

/**
 * This frame's own game session (issue 29.2): the credential its launch token was traded for, kept in
 * memory and sent as a header on every call, so two games (or two tabs of one game) in one browser
 * never play on each other's session. sessionStorage keeps it per tab and game for a reload only.
 */
const frame = { credential: null as string | null, eventsKey: null as string | null }
/** The game this frame shows, as its address names it (/studio/play/{gameId}, still URI-encoded). */
const frameGame = () => /\/play\/([^/?#]+)/.exec(location.pathname)?.[1] ?? ''
const storageKey = () => `studio-session:${frameGame()}`
function remember(credential: string) {
  frame.credential = credential
  try {
    sessionStorage.setItem(storageKey(), credential)
  } catch {
    // No storage (private mode): the session lives as long as the frame.
  }
}
function stored(): string | null {
  try {
    return sessionStorage.getItem(storageKey())
  } catch {
    return null
  }
}
const sessionHeaders = (): Record<string, string> => ({
  [GAME_HEADER]: frameGame(),
  ...(frame.credential ? { [SESSION_HEADER]: frame.credential } : {}),
})
/** What a live table's event stream names this frame's session by (an EventSource sends no headers). */
export const eventsKey = () => frame.eventsKey

/**
 * One call to a studio JSON API: the envelope's data, or a StudioError with a Danish message. The
 * studio's own refusals show the client's text for the code; `serverWords` shows the server's
 * (Danish) message instead, as the live tables do for their refusals (a bet after close).
 */
export async function envelopeCall<T>(
  url: string,
  body: unknown,
  opts: { serverWords?: boolean; cache?: RequestCache } = {},
): Promise<T> {
  let res: Response
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      ...(opts.cache ? { cache: opts.cache } : {}),
      headers:
        body === undefined ? sessionHeaders() : { ...sessionHeaders(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    const code = navigator.onLine ? 'NETWORK' : 'OFFLINE'
    throw new StudioError(code, daErrors[code])
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean
    data?: unknown
    errorMessage?: string | null
  } | null
  if (json?.success === true) return json.data as T
  const data = json?.data as { code?: unknown; seq?: unknown } | undefined
  const raw = data?.code
  const code = typeof raw === 'string' && KNOWN.has(raw) ? (raw as StudioErrorCode) : 'UNKNOWN'
  const seq = typeof data?.seq === 'number' ? data.seq : undefined
  if (opts.serverWords) throw new StudioError(code, json?.errorMessage || daErrors.UNKNOWN, seq)
  const message = code === 'UNKNOWN' ? (json?.errorMessage ?? daErrors.UNKNOWN) : daErrors[code]
  throw new StudioError(code, message, seq)
}

const call = <T>(path: string, body?: unknown) => envelopeCall<T>(API + path, body)

/**
 * One session's calls. Every state-changing call carries the next sequence number; the server's answer
 * says which it accepted, so a refused call does not put the counter out of step.
 */
export class StudioApi {
  private seq = 0
  /** The last feature round answered that still holds the game (issue 29.3). */
  private held: string | null = null

  async start(token: string | null): Promise<StudioSession> {
    // A reload (the token already taken out of the address) resumes this tab's session of the game.
    if (!token) frame.credential = stored()
    const s = await (token ? call<StudioSession>('/session', { token }) : call<StudioSession>('/session'))
    if (s.credential) remember(s.credential)
    frame.eventsKey = s.eventsKey ?? null
    this.seq = s.seq
    return s
  }

  private async round(action: string, body: Record<string, unknown>): Promise<RoundAnswer> {
    // The view calls featureShown when a feature's playback ends; a new round asked for before that
    // (a view that does not say it) ends the hold first, as the playback is then over for the player.
    if (this.held && (action === 'spin' || action === 'bet' || action === 'deal')) await this.featureShown()
    const a = await inStep(
      this.seq + 1,
      (seq) => call<RoundAnswer>(`/round/${action}`, { seq, ...body }),
      (seq) => {
        this.seq = seq
      },
    )
    this.held = a.round.holdsUntil ? a.round.roundId : null
    return a
  }

  spin = (stake: number, purchase: boolean, auto?: AutoplayRun) =>
    this.round('spin', { stake, purchase, auto })
  bet = (bets: {
    roulette?: RouletteBet[]
    baccarat?: BaccaratWager[]
    sicbo?: SicBoBet[]
    auto?: AutoplayRun
  }) => this.round('bet', bets)
  deal = (stake: number) => this.round('deal', { stake })
  act = (action: 'hit' | 'stand' | 'double' | 'split' | 'raise' | 'call') => this.round(action, {})

  recall = () => call<RecallAnswer>('/recall')

  /**
   * Tells the server the feature round (free spins, respins, a bought bonus, cascades) has been shown
   * to its end: the game holds every new paid round until then (issue 29.3), or until its time passes.
   */
  async featureShown(): Promise<void> {
    const roundId = this.held
    if (!roundId) return
    this.held = null
    await call<FeatureShownAnswer>('/round/shown', { roundId }).catch(() => undefined)
  }

  async funReset(): Promise<StudioBalance> {
    try {
      const b = await call<StudioBalance & { seq?: number }>('/fun/reset', { seq: this.seq + 1 })
      this.seq = typeof b.seq === 'number' ? b.seq : this.seq + 1
      return b
    } catch (err) {
      if (err instanceof StudioError && err.seq !== undefined) this.seq = err.seq
      throw err
    }
  }
}
