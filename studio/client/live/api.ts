import type {
  LiveActAnswer,
  LiveBetAnswer,
  LiveBetItem,
  LiveSeat,
  LiveState,
  LiveTime,
} from '../../../contract/live.ts'
import { envelopeCall, eventsKey, inStep } from '../api.ts'

/** contract/live.ts LIVE_PATHS (that file carries zod, so only its types come into the client). */
const BASE = '/studio/live/api'

// The server words every refusal in Danish (a bet after close: its 409 message), so that is shown.
const call = <T>(path: string, body?: unknown) =>
  envelopeCall<T>(BASE + path, body, { serverWords: true, cache: 'no-store' })

export type LiveHandlers = {
  state: (s: LiveState) => void
  seat: (s: LiveSeat) => void
  /** false while the stream is down (EventSource reconnects by itself). */
  connected: (up: boolean) => void
}

/** One live table session's calls; the sequence counter continues the studio session's. */
export class LiveApi {
  constructor(private seq: number) {}

  time = async (): Promise<number> => (await call<LiveTime>('/time')).serverTime

  private readonly took = (seq: number) => {
    this.seq = seq
  }

  bet = (roundId: string, bets: LiveBetItem[]): Promise<LiveBetAnswer> =>
    inStep(this.seq + 1, (seq) => call<LiveBetAnswer>('/bet', { roundId, bets, seq }), this.took)

  act = (roundId: string, action: string): Promise<LiveActAnswer> =>
    inStep(this.seq + 1, (seq) => call<LiveActAnswer>('/act', { roundId, action, seq }), this.took)

  /** The table's Server-Sent Events; returns the function that closes the stream. */
  events(tableId: string, on: LiveHandlers): () => void {
    const key = eventsKey()
    const query = key ? `?session=${encodeURIComponent(key)}` : ''
    const es = new EventSource(`${BASE}/tables/${encodeURIComponent(tableId)}/events${query}`)
    const read =
      <T>(fn: (v: T) => void) =>
      (e: MessageEvent) => {
        try {
          fn(JSON.parse(String(e.data)) as T)
        } catch {
          // A malformed event is skipped; the next state event carries the whole table again.
        }
      }
    es.addEventListener('state', read(on.state))
    es.addEventListener('seat', read(on.seat))
    es.addEventListener('open', () => on.connected(true))
    es.addEventListener('error', () => on.connected(false))
    return () => es.close()
  }
}
