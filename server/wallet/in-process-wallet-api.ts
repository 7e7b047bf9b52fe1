import type { Clock } from '../../platform/clock.ts'
import { ok } from '../../platform/http/envelope.ts'
import { HttpError, parseInput } from '../../platform/http/errors.ts'
import { BAD_JSON } from '../../platform/http/raw-json.ts'
import { SIGNATURE_HEADER } from '../../platform/wallet-signing.ts'
import type { Config } from '../config.ts'
import { refusalToHttp } from './http.ts'
import type { Seamless } from './seamless-service.ts'
import { WT } from './texts.ts'
import { checkedProvider, WALLET_API_OPS, type WalletApiOp } from './wallet-api-ops.ts'

type Answer = { status: number; text: string }

const envelope = (err: HttpError): Answer => ({
  status: err.statusCode,
  text: JSON.stringify({
    success: false,
    errorMessage: err.message,
    ...(err.data === undefined ? {} : { data: err.data }),
  }),
})

/**
 * The wallet API for a provider mounted in this same process (the built-in studio, docs/decisions/0001):
 * the provider's signed request goes through the same checks as over HTTP (its signature on the exact
 * bytes, then the contract body, then the same service call, WALLET_API_OPS) and gets the answer the
 * route would send, without the HTTP framing: a money round is mostly this call, and Fastify's request
 * and reply pipeline around it cost more than the check itself (issue 29's rounds per second). Anything
 * else than a definite answer (a fault in the wallet) is thrown, so the provider treats it as a call
 * whose outcome is unknown and asks again with the same transaction id; `log` records it.
 */
export function inProcessWalletApi(
  config: Config,
  clock: Clock,
  seamless: Seamless,
  log: (err: unknown, path: string) => void,
) {
  return async (path: string, text: string, headers: Record<string, string>): Promise<Answer> => {
    const name = path.replace(/^\/wallet-api\//, '')
    const op = Object.hasOwn(WALLET_API_OPS, name) ? WALLET_API_OPS[name as WalletApiOp] : undefined
    if (!op) return envelope(new HttpError(404, WT.unknownCall(path)))
    try {
      const provider = checkedProvider(
        config.money.walletProviders,
        clock,
        headers['x-provider'],
        headers[SIGNATURE_HEADER],
        text,
      )
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new HttpError(400, BAD_JSON)
      }
      const answer = await op.run(seamless, provider, parseInput(op.body, json, 'body'))
      return { status: 200, text: JSON.stringify(ok(answer)) }
    } catch (err) {
      const refusal = refusalToHttp(err)
      if (refusal instanceof HttpError && refusal.statusCode < 500) return envelope(refusal)
      log(err, path)
      throw err
    }
  }
}
