import fp from 'fastify-plugin'
import { WalletAnswer } from '../../contract/wallet.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { keepRawJson, rawBody } from '../../platform/http/raw-json.ts'
import { SIGNATURE_HEADER } from '../../platform/wallet-signing.ts'
import type { AppDeps } from '../app.ts'
import { privateRoutes } from '../http/private-routes.ts'
import { refusalToHttp } from './http.ts'
import type { Seamless } from './seamless-service.ts'
import { checkedProvider, WALLET_API_OPS } from './wallet-api-ops.ts'

/**
 * The seamless-wallet API at /wallet-api/ (server to server): a provider names itself in
 * `x-provider` and signs the exact body with its secret (signing.ts); anything else is a 401 and
 * touches nothing. Bodies and answers are contract/wallet.ts.
 */
export default fp<AppDeps & { seamless: Seamless }>(
  async (app, { config, clock, seamless }) => {
    await privateRoutes(app, '/wallet-api', async (r, plain) => {
      keepRawJson(plain)
      // Before the body is validated: an unsigned call learns nothing about the body's shape.
      r.addHook('preValidation', async (req) => {
        checkedProvider(
          config.money.walletProviders,
          clock,
          req.headers['x-provider'],
          req.headers[SIGNATURE_HEADER],
          rawBody(req),
        )
      })
      const answer = okResponse(WalletAnswer)
      for (const [name, op] of Object.entries(WALLET_API_OPS))
        r.post(`/${name}`, { schema: { body: op.body, response: answer } }, async (req) => {
          try {
            return ok(await op.run(seamless, String(req.headers['x-provider']), req.body))
          } catch (err) {
            throw refusalToHttp(err)
          }
        })
    })
  },
  { name: 'wallet-api' },
)
