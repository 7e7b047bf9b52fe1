import type {
  BaccaratWager,
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
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
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

  async start(token: string | null): Promise<StudioSession> {
    const s = await (token ? call<StudioSession>('/session', { token }) : call<StudioSession>('/session'))
    this.seq = s.seq
    return s
  }

  private round(action: string, body: Record<string, unknown>): Promise<RoundAnswer> {
    return inStep(
      this.seq + 1,
      (seq) => call<RoundAnswer>(`/round/${action}`, { seq, ...body }),
      (seq) => {
        this.seq = seq
      },
    )
  }

  spin = (stake: number, purchase: boolean) => this.round('spin', { stake, purchase })
  bet = (bets: { roulette?: RouletteBet[]; baccarat?: BaccaratWager[]; sicbo?: SicBoBet[] }) =>
    this.round('bet', bets)
  deal = (stake: number) => this.round('deal', { stake })
  act = (action: 'hit' | 'stand' | 'double' | 'split' | 'raise' | 'call') => this.round(action, {})

  recall = () => call<RecallAnswer>('/recall')

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
