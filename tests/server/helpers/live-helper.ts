import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { LIVE_PATHS, type LiveSeat, type LiveState } from '../../../contract/live.ts'
import { type LiveTableDef, liveTableDefs } from '../../../studio/server/live/tables.ts'
import { appWithFundedPlayer } from './funded-player-app.ts'
import { appPerSuite, type Built } from './helper.ts'
import { client } from './studio-helper.ts'
import { chooseLimits, listen } from './wallet-helper.ts'

/** Fast rounds for tests: 1.5 s of betting, a short spin and pause, a quick tick. */
export const LIVE_TEST_ENV = {
  JOBS: '0',
  LIVE_BETTING_MS: '1500',
  LIVE_CLOSED_MS: '300',
  LIVE_PAUSE_MS: '300',
  LIVE_TICK_MS: '40',
  LIVE_LEASE_MS: '2000',
}

/** A European roulette table (the first whose engine is here). */
export const rouletteTable = () => liveTable('roulette')

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/** The address a listening app answers at. */
const addressOf = (t: Built) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`

/** The first live table of a kind whose engine is here. */
export function liveTable(kind: string): LiveTableDef {
  for (const d of liveTableDefs().values()) if (d.kind === kind && d.game) return d
  throw new Error(`no live ${kind} table`)
}

type Event = { event: string; data: unknown; at: number }

/** An SSE viewer of a table, reading every event as a browser's EventSource would. */
export function viewer(base: string, tableId: string, eventsKey?: string) {
  const events: Event[] = []
  const ctl = new AbortController()
  const waiters: (() => void)[] = []
  const done = (async () => {
    const query = eventsKey ? `?session=${encodeURIComponent(eventsKey)}` : ''
    const res = await fetch(`${base}/studio/live/api/tables/${tableId}/events${query}`, {
      signal: ctl.signal,
    })
    if (!res.ok || !res.body) throw new Error(`events ${res.status}`)
    const reader = res.body.getReader()
    const dec = new TextDecoder()
    let buf = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buf += dec.decode(value, { stream: true })
      let i = buf.indexOf('\n\n')
      while (i >= 0) {
        const block = buf.slice(0, i)
        buf = buf.slice(i + 2)
        const ev = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (data !== undefined) events.push({ event: ev, data: JSON.parse(data), at: Date.now() })
        for (const w of waiters.splice(0)) w()
        i = buf.indexOf('\n\n')
      }
    }
  })().catch(() => {})
  const states = () => events.filter((e) => e.event === 'state').map((e) => e.data as LiveState)
  const seats = () => events.filter((e) => e.event === 'seat').map((e) => e.data as LiveSeat)
  async function until<T>(find: () => T | undefined, ms = 15_000, what = 'an event'): Promise<T> {
    const end = Date.now() + ms
    for (;;) {
      const v = find()
      if (v !== undefined) return v
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
      await new Promise<void>((r) => {
        waiters.push(r)
        setTimeout(r, 100)
      })
    }
  }
  return {
    events,
    states,
    seats,
    until,
    /**
     * The table's current state once its round is open with at least `ms` of betting left (system clock),
     * waiting up to `within` ms: a round that opened with less left than asked must first run out.
     */
    openRound: (ms = 600, after = 0, within = 20_000) =>
      until(
        () => {
          const s = states().at(-1)
          return s?.round?.phase === 'open' && s.round.no > after && s.round.closesAt - Date.now() >= ms
            ? s
            : undefined
        },
        within,
        'an open round',
      ),
    roundIn: (roundId: string, phase: string) =>
      until(
        () => states().find((s) => s.round?.id === roundId && s.round.phase === phase),
        20_000,
        `${phase}`,
      ),
    close() {
      ctl.abort()
      return done
    },
  }
}

/** What a European roulette bet returns (stake included) for a pocket: the standard odds, worked out here. */
export function rouletteReturn(spot: string, amount: number, pocket: number): number {
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket)
  const [name, arg] = spot.split(':')
  const n = Number(arg)
  const win: Record<string, [boolean, number]> = {
    red: [red, 2],
    black: [pocket > 0 && !red, 2],
    odd: [pocket % 2 === 1, 2],
    even: [pocket > 0 && pocket % 2 === 0, 2],
    low: [pocket >= 1 && pocket <= 18, 2],
    high: [pocket >= 19, 2],
    straight: [pocket === n, 36],
    dozen: [pocket > 0 && Math.ceil(pocket / 12) === n, 3],
    column: [pocket > 0 && ((pocket - 1) % 3) + 1 === n, 3],
  }
  const [hit, mult] = win[name as string] ?? [false, 0]
  return hit ? amount * mult : 0
}

/** A player at a live table: launched like every money game, then the live calls with the session's headers. */
export async function liveClient(t: Built, tableId: string, userId: number) {
  const c = await client(t, tableId, userId)
  let seq = c.session.seq as number
  return {
    ...c,
    bet: (roundId: string, bets: { spot: string; amount: number }[], n = ++seq) =>
      t.app.inject({
        method: 'POST',
        url: LIVE_PATHS.bet,
        headers: c.headers,
        payload: { roundId, bets, seq: n },
      }),
    nextSeq: () => ++seq,
    recall: () => t.app.inject({ method: 'GET', url: LIVE_PATHS.recall, headers: c.headers }),
  }
}

/**
 * The suite's app with live tables (LIVE_TEST_ENV plus `env`), every player's limits chosen, listening
 * at `base()`; `setUp` (funding its players) runs before it listens.
 */
export function liveAppPerSuite(
  env: Record<string, string> = {},
  setUp?: (t: Built) => Promise<unknown>,
  timeout?: number,
) {
  const t = appPerSuite(
    { ...LIVE_TEST_ENV, ...env },
    async (b) => {
      await chooseLimits(b)
      await setUp?.(b)
      await listen(b)
    },
    {},
    timeout,
  )
  return { t, base: () => addressOf(t) }
}

/** The suite's live app (LIVE_TEST_ENV plus `env`) with nolimit1 holding `ore` (appWithFundedPlayer), at `base()`. */
export function liveAppWithFundedPlayer(ore: number, env: Record<string, string> = {}, timeout?: number) {
  const s = appWithFundedPlayer(ore, { ...LIVE_TEST_ENV, ...env }, { listen: true, timeout })
  return { ...s, base: () => addressOf(s.t) }
}
