import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { WalletBalanceBody, WalletBetBody, WalletRollbackBody, WalletWinBody } from '../../contract/wallet.ts'
import type { AppDeps } from '../app.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import { refusalToHttp } from './http.ts'
import type { Seamless } from './seamless-service.ts'
import { SIGNATURE_HEADER, verify } from './signing.ts'
import { WT } from './texts.ts'

type Raw = FastifyRequest & { rawBody?: string }
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })

/**
 * The seamless-wallet API at /wallet-api/ (server to server): a provider names itself in
 * `x-provider` and signs the exact body with its secret (signing.ts); anything else is a 401 and
 * touches nothing.
 */
export default fp<AppDeps & { seamless: Seamless }>(
  async (app, { config, clock, seamless }) => {
    await app.register(
      async (r) => {
        // The signature covers the bytes as sent, so the body is kept as text beside the parsed JSON.
        r.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
          ;(req as Raw).rawBody = String(body)
          try {
            done(null, JSON.parse(String(body)))
          } catch {
            done(new HttpError(400, 'Body er ikke gyldig JSON'), undefined)
          }
        })
        r.addHook('preHandler', async (req: Raw) => {
          const provider = req.headers['x-provider']
          const secret = typeof provider === 'string' ? config.money.walletProviders[provider] : undefined
          if (!secret || !verify(secret, req.headers[SIGNATURE_HEADER], req.rawBody ?? '', clock.nowMs()))
            throw new HttpError(401, WT.badSignature, { code: 'BAD_SIGNATURE' })
        })
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store')
        })
        const provider = (req: FastifyRequest) => String(req.headers['x-provider'])
        const call = async <T>(fn: () => Promise<T>) => {
          try {
            return ok(await fn())
          } catch (err) {
            throw refusalToHttp(err)
          }
        }

        r.post('/balance', async (req) =>
          call(() => seamless.balance(parseInput(WalletBalanceBody, req.body, 'body').userId)),
        )
        r.post('/bet', async (req) =>
          call(() => seamless.bet(provider(req), parseInput(WalletBetBody, req.body, 'body'))),
        )
        r.post('/win', async (req) =>
          call(() => seamless.win(provider(req), parseInput(WalletWinBody, req.body, 'body'))),
        )
        r.post('/rollback', async (req) =>
          call(() => seamless.rollback(provider(req), parseInput(WalletRollbackBody, req.body, 'body'))),
        )
      },
      { prefix: '/wallet-api' },
    )
  },
  { name: 'wallet-api' },
)
