import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import {
  HistoryExternalParams,
  HistoryGroupParams,
  HistoryRangeParams,
  SetDepositLimitsBody,
  VoucherBody,
  WithdrawBody,
} from '../../contract/wallet.ts'
import type { AppDeps } from '../app.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import type { PlayerServices } from '../player/services.ts'
import { balancesOf } from '../wallet/reads.ts'
import { WT } from '../wallet/texts.ts'
import type { MoneyServices } from './services.ts'

type Req = FastifyRequest<{ Body: unknown; Params: unknown }>
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })
const BrandParams = z.object({ brand: z.string().max(40) })

/**
 * The money calls of the Player API (SPEC.md section 7) at /rest/punter/: deposit limits, bonuses,
 * withdrawals, vouchers and history. Validate with contract/wallet.ts, call a service, answer.
 */
export default fp<AppDeps & { money: MoneyServices; player: PlayerServices }>(
  async (app, { config, db, money, player }) => {
    const { limits, bonus, payout, vouchers, history } = money
    const { sessions } = player

    /** The logged-in player's row (status and CPR number are needed by limits and payouts). */
    async function me(req: Req) {
      const s = await sessions.require(req)
      const u = await player.lookup(s.userId)
      if (!u) throw new HttpError(401, 'Du skal logge ind først')
      return u
    }
    const bonusBalance = (userId: number) => () => balancesOf(db.db, userId).then((b) => b.bonus)

    await app.register(
      async (r) => {
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store')
        })

        r.get('/getDepositLimits', async (req: Req) => {
          const u = await me(req)
          return ok(await limits.get(u.id, u.status))
        })
        r.post('/setDepositLimits', async (req: Req) => {
          const u = await me(req)
          return ok(
            await limits.set(u.id, parseInput(SetDepositLimitsBody, req.body ?? {}, 'body'), u.status),
          )
        })

        r.get('/getBonusListChannel/:brand', async (req: Req) => {
          const { brand } = parseInput(BrandParams, req.params, 'brand')
          if (brand !== config.brand) return ok([])
          const s = await sessions.resolve(req)
          return ok(await bonus.list(s?.userId ?? null))
        })
        r.get('/activeBonusList', async (req: Req) => {
          const u = await me(req)
          return ok(await bonus.history(u.id, bonusBalance(u.id)))
        })
        r.get('/activeBonus', async (req: Req) => {
          const u = await me(req)
          return ok(await bonus.active(u.id, bonusBalance(u.id)))
        })
        // SPEC.md section 7 names a GET; a cross-site page must still not reset a player's bonus.
        const forfeit = async (req: Req) => {
          const site = req.headers['sec-fetch-site']
          if (site !== undefined && site !== 'same-origin') throw new HttpError(403, WT.crossSite)
          const u = await me(req)
          return ok(await bonus.forfeit(u.id))
        }
        r.get('/forfeitBonus', forfeit)
        r.post('/forfeitBonus', forfeit)

        r.get('/getWithdrawMaxAmountEx', async (req: Req) => ok(await payout.info(await me(req))))
        r.post('/withdrawalRequestNem', async (req: Req) => {
          const u = await me(req)
          const b = parseInput(WithdrawBody, req.body ?? {}, 'body')
          return ok(await payout.request(u, b.amount, b.text, b.requestId))
        })

        r.post('/depositVoucher', async (req: Req) => {
          const u = await me(req)
          const b = parseInput(VoucherBody, req.body ?? {}, 'body')
          return ok(await vouchers.redeem(u.id, b.serial, b.code))
        })

        r.get('/getTransactionGroupList/:type/:from/:to/:page/:size', async (req: Req) => {
          const u = await me(req)
          const p = parseInput(HistoryGroupParams, req.params, 'path')
          return ok(await history.groupList(u.id, p.type, p.from, p.to, p.page, p.size))
        })
        r.get('/getTransactionList/:from/:to', async (req: Req) => {
          const u = await me(req)
          const p = parseInput(HistoryRangeParams, req.params, 'path')
          return ok(await history.list(u.id, p.from, p.to))
        })
        r.get('/getTransactionExternalList/:from/:to/:page', async (req: Req) => {
          const u = await me(req)
          const p = parseInput(HistoryExternalParams, req.params, 'path')
          return ok(await history.external(u.id, p.from, p.to, p.page))
        })
      },
      { prefix: '/rest/punter' },
    )
  },
  { name: 'money-routes', dependencies: ['player'] },
)
