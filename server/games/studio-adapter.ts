import {
  JackpotsAnswer,
  STUDIO_PATHS,
  StudioLaunchAnswer,
  type StudioLaunchBody,
} from '../../contract/studio.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { SIGNATURE_HEADER, sign } from '../../platform/wallet-signing.ts'
import type { GameProvider, LaunchRequest } from './provider-port.ts'

/** One HTTP exchange with the studio: in this process `app.inject`, elsewhere `fetch` to its host. */
export type StudioTransport = (req: {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}) => Promise<{ status: number; body: string }>

/** The provider's unavailability as a player reads it; the technical cause goes to the log. */
const STUDIO_DOWN = 'Spillet kan ikke startes lige nu. Prøv igen om lidt.'

function envelopeData(status: number, body: string): unknown {
  let parsed: { success?: boolean; data?: unknown; errorMessage?: string }
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new HttpError(502, STUDIO_DOWN)
  }
  if (status >= 500 || !parsed.success) {
    // A studio refusal of the game or player (4xx) is worded for the player. A refused signature
    // (401) is the casino's own fault, and anything else is the provider being down: both are a 502,
    // never a 401 that would tell the player's browser its session ended.
    const playerFacing = status >= 400 && status < 500 && status !== 401 && parsed.errorMessage
    if (playerFacing) throw new HttpError(status, parsed.errorMessage ?? STUDIO_DOWN)
    throw new HttpError(502, STUDIO_DOWN)
  }
  return parsed.data
}

/**
 * The built-in studio as a game provider (contract/studio.ts): launches are signed server to server
 * with the secret the studio also signs its wallet calls with (`x-provider: casino`), jackpot pools
 * are read from its public answer. Amounts at the studio are øre, at the casino's API kr.
 */
export function createStudioProvider(
  send: StudioTransport,
  secret: string,
  nowMs: () => number,
): GameProvider {
  return {
    async launch(r: LaunchRequest) {
      const body: StudioLaunchBody = {
        userId: r.playerId,
        gameId: r.gameId,
        mode: r.mode,
        platform: r.platform,
        lobbyUrl: r.lobby,
        ip: r.ip,
        casinoSession: r.casinoSession,
      }
      const text = JSON.stringify(body)
      const res = await send({
        method: 'POST',
        path: STUDIO_PATHS.launch,
        headers: {
          'content-type': 'application/json',
          'x-provider': 'casino',
          [SIGNATURE_HEADER]: sign(secret, text, nowMs()),
        },
        body: text,
      })
      const answer = StudioLaunchAnswer.safeParse(envelopeData(res.status, res.body))
      if (!answer.success) throw new HttpError(502, STUDIO_DOWN)
      return answer.data
    },
    async settleOpenRoundsOf(playerId: number) {
      const text = JSON.stringify({ userId: playerId })
      const res = await send({
        method: 'POST',
        path: STUDIO_PATHS.settlePlayer,
        headers: {
          'content-type': 'application/json',
          'x-provider': 'casino',
          [SIGNATURE_HEADER]: sign(secret, text, nowMs()),
        },
        body: text,
      })
      const data = envelopeData(res.status, res.body) as { settled?: unknown }
      return typeof data?.settled === 'number' ? data.settled : 0
    },
    async playersWithOpenRounds() {
      const res = await send({
        method: 'GET',
        path: STUDIO_PATHS.openPlayers,
        headers: { 'x-provider': 'casino', [SIGNATURE_HEADER]: sign(secret, '', nowMs()) },
      })
      const data = envelopeData(res.status, res.body) as { userIds?: unknown }
      const ids = Array.isArray(data?.userIds) ? data.userIds : []
      return ids.filter((x): x is number => Number.isSafeInteger(x) && (x as number) > 0)
    },
    async jackpots() {
      const res = await send({ method: 'GET', path: STUDIO_PATHS.jackpots, headers: {} })
      const answer = JackpotsAnswer.safeParse(envelopeData(res.status, res.body))
      if (!answer.success) throw new HttpError(502, STUDIO_DOWN)
      return new Map(answer.data.pools.map((p) => [p.gameId, p.amount / 100]))
    },
  }
}
