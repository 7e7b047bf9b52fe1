import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  WalletAnswer,
  WalletBalanceBody,
  WalletBetBody,
  WalletBetWinBody,
  WalletRollbackBody,
  WalletWinBody,
} from '../../contract/wallet.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { keepRawJson, rawBody } from '../../platform/http/raw-json.ts'
import { SIGNATURE_HEADER, verify } from '../../platform/wallet-signing.ts'
import type { AppDeps } from '../app.ts'
import { privateRoutes } from '../http/private-routes.ts'
import { refusalToHttp } from './http.ts'
import type { Seamless } from './seamless-service.ts'
import { WT } from './texts.ts'

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
        const provider = req.headers['x-provider']
        const secret = typeof provider === 'string' ? config.money.walletProviders[provider] : undefined
        if (!secret || !verify(secret, req.headers[SIGNATURE_HEADER], rawBody(req), clock.nowMs()))
          throw new HttpError(401, WT.badSignature, { code: 'BAD_SIGNATURE' })
      })
      const provider = (req: FastifyRequest) => String(req.headers['x-provider'])
      const call = async (fn: () => Promise<WalletAnswer>) => {
        try {
          return ok(await fn())
        } catch (err) {
          throw refusalToHttp(err)
        }
      }
      const answer = okResponse(WalletAnswer)

      r.post('/balance', { schema: { body: WalletBalanceBody, response: answer } }, async (req) =>
        call(() => seamless.balance(req.body.userId)),
      )
      r.post('/bet', { schema: { body: WalletBetBody, response: answer } }, async (req) =>
        call(() => seamless.bet(provider(req), req.body)),
      )
      r.post('/bet-win', { schema: { body: WalletBetWinBody, response: answer } }, async (req) =>
        call(() => seamless.betWin(provider(req), req.body)),
      )
      r.post('/win', { schema: { body: WalletWinBody, response: answer } }, async (req) =>
        call(() => seamless.win(provider(req), req.body)),
      )
      r.post('/rollback', { schema: { body: WalletRollbackBody, response: answer } }, async (req) =>
        call(() => seamless.rollback(provider(req), req.body)),
      )
    })
  },
  { name: 'wallet-api' },
)
