import { HttpError } from '../../../platform/http/errors.ts'

/** The refusal of one stream too many (a clear 429, Danish as every player-facing text). */
const TOO_MANY_STREAMS = 'Du har for mange live-borde åbne på én gang. Luk et af dem, og prøv igen om lidt.'

export type StreamCaps = { perAddress: number; perSession: number }

/**
 * How many live event streams (SSE) one address and one studio session may hold open in this process
 * (issue 31): each open stream costs the server a socket and a write on every table change, so a
 * crowd from one place cannot hold thousands. `admit` answers the stream's release (call it when the
 * stream closes), or throws the 429 when either count is at its cap.
 */
export function createStreamLimits(caps: StreamCaps) {
  const byAddress = new Map<string, number>()
  const bySession = new Map<string, number>()
  const inc = (m: Map<string, number>, k: string, d: number) => {
    const v = (m.get(k) ?? 0) + d
    if (v > 0) m.set(k, v)
    else m.delete(k)
  }
  return {
    admit(address: string, session: string | null): () => void {
      if (
        (byAddress.get(address) ?? 0) >= caps.perAddress ||
        (session !== null && (bySession.get(session) ?? 0) >= caps.perSession)
      )
        throw new HttpError(429, TOO_MANY_STREAMS, { code: 'TOO_MANY_STREAMS' })
      inc(byAddress, address, 1)
      if (session !== null) inc(bySession, session, 1)
      let released = false
      return () => {
        if (released) return
        released = true
        inc(byAddress, address, -1)
        if (session !== null) inc(bySession, session, -1)
      }
    },
  }
}
export type StreamLimits = ReturnType<typeof createStreamLimits>
