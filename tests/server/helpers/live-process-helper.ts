import { LIVE_TEST_ENV, viewer } from './live-helper.ts'
import { startCasino, studioMoneySession } from './process-helper.ts'

/** The live settings for real server processes: short rounds, a 2 s lease. */
const LIVE_PROCESS_ENV = { ...LIVE_TEST_ENV, LIVE_BETTING_MS: '2500' }

export const startLive = (url: string) => startCasino({ DATABASE_URL: url, ...LIVE_PROCESS_ENV })

export { viewer }

/** A money launch at a live table as the casino makes it; answers the studio session's live calls. */
export async function livePlayer(url: string, casinoCookie: string, userId: number, tableId: string) {
  const { headers, session } = await studioMoneySession(url, casinoCookie, userId, tableId, '/live-casino')
  let seq = 0
  return {
    /** What the table's event stream names this session by. */
    eventsKey: session.data.eventsKey,
    bet: async (roundId: string, bets: { spot: string; amount: number }[]) => {
      const res = await fetch(`${url}/studio/live/api/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ roundId, bets, seq: ++seq }),
      })
      return { status: res.status, body: (await res.json()) as { data: { balance: number } } }
    },
  }
}
