import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import {
  ActiveBonus,
  Bonus,
  BonusHistoryItem,
  BrandParams,
  DepositLimits,
  Forfeited,
  HistoryExternalParams,
  HistoryGroupParams,
  HistoryRangeParams,
  SetDepositLimitsBody,
  TransactionPage,
  VoucherBody,
  VoucherResult,
  Withdrawal,
  WithdrawBody,
  WithdrawInfo,
} from '../../contract/wallet.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { beforeInput } from '../http/before-input.ts'
import { originAllowed } from '../http/origin.ts'
import type { PlayerServices } from '../player/services.ts'
import { balancesOf } from '../wallet/reads.ts'
import { WT } from '../wallet/texts.ts'
import type { MoneyServices } from './services.ts'

/**
 * The money calls of the Player API (SPEC.md section 7) at /rest/punter/: deposit limits, bonuses,
 * withdrawals, vouchers and history. Params, bodies and answers are contract/wallet.ts.
 */
export default fp<AppDeps & { money: MoneyServices; player: PlayerServices }>(
  async (app, { config, db, money, player }) => {
    const { limits, bonus, payout, vouchers, history } = money
    const { sessions } = player

    /** The logged-in player's row (status and CPR number are needed by limits and payouts). */
    const { login, session: me } = beforeInput(async (req) => {
      const s = await sessions.require(req)
      const u = await player.lookup(s.userId)
      if (!u) throw new HttpError(401, 'Du skal logge ind først')
      return u
    }, player.limit)
    /** After the login hook: the money gate (player/money-gate.ts) on this request's session and address. */
    const gated = (use: 'stake' | 'withdraw') => ({
      preValidation: [
        login.preValidation,
        async (req: FastifyRequest) =>
          player.moneyGate.assertMoneyAllowed(await sessions.require(req), req.ip, use),
      ],
    })
    const bonusBalance = (userId: number) => () => balancesOf(db.db, userId).then((b) => b.bonus)
    const mine = <D extends z.ZodType>(data: D) => ({ ...login, schema: { response: okResponse(data) } })

    await app.register(
      async (plain) => {
        const r = typed(plain)
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store')
        })

        r.get('/getDepositLimits', mine(DepositLimits), async (req) => {
          const u = me(req)
          return ok({
            ...(await limits.get(u.id, u.status)),
            minDeposit: money.payments.minimumDepositKr({ userName: u.user_name }),
          })
        })
        r.post(
          '/setDepositLimits',
          { ...login, schema: { body: SetDepositLimitsBody, response: okResponse(DepositLimits) } },
          async (req) => {
            const u = me(req)
            return ok(await limits.set(u.id, req.body, u.status))
          },
        )

        r.get(
          '/getBonusListChannel/:brand',
          { schema: { params: BrandParams, response: okResponse(z.array(Bonus)) } },
          async (req) => {
            if (req.params.brand !== config.brand) return ok([])
            const s = await sessions.resolve(req)
            return ok(await bonus.list(s?.userId ?? null))
          },
        )
        r.get('/activeBonusList', mine(z.array(BonusHistoryItem)), async (req) => {
          const u = me(req)
          return ok(await bonus.history(u.id, bonusBalance(u.id)))
        })
        r.get('/activeBonus', mine(ActiveBonus.nullable()), async (req) => {
          const u = me(req)
          return ok(await bonus.active(u.id, bonusBalance(u.id)))
        })
        // SPEC.md section 7 names a GET with the JSON content type. A cross-site page can make a GET
        // (an image, a link) but not one with that type and our Origin or Sec-Fetch-Site, so the GET
        // that resets a bonus demands both; the POST meets the Origin check of every write.
        const sameSite = async (req: FastifyRequest) => {
          if (req.method !== 'GET') return
          const json = /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')
          if (!json || !originAllowed(req, config.allowedOrigins)) throw new HttpError(403, WT.crossSite)
        }
        const forfeit = {
          preValidation: [sameSite, login.preValidation],
          schema: { response: okResponse(Forfeited) },
        }
        const forfeitHandler = async (req: FastifyRequest) => ok(await bonus.forfeit(me(req).id))
        r.get('/forfeitBonus', forfeit, forfeitHandler)
        r.post('/forfeitBonus', forfeit, forfeitHandler)

        r.get('/getWithdrawMaxAmountEx', mine(WithdrawInfo), async (req) => ok(await payout.info(me(req))))
        r.post(
          '/withdrawalRequestNem',
          { ...gated('withdraw'), schema: { body: WithdrawBody, response: okResponse(Withdrawal) } },
          async (req) => {
            const b = req.body
            return ok(await payout.request(me(req), b.amount, b.text, b.requestId))
          },
        )

        r.post(
          '/depositVoucher',
          { ...gated('stake'), schema: { body: VoucherBody, response: okResponse(VoucherResult) } },
          async (req) => ok(await vouchers.redeem(me(req).id, req.body.serial, req.body.code)),
        )

        const page = okResponse(TransactionPage)
        r.get(
          '/getTransactionGroupList/:type/:from/:to/:page/:size',
          { ...login, schema: { params: HistoryGroupParams, response: page } },
          async (req) => {
            const p = req.params
            return ok(await history.groupList(me(req).id, p.type, p.from, p.to, p.page, p.size))
          },
        )
        r.get(
          '/getTransactionList/:from/:to',
          { ...login, schema: { params: HistoryRangeParams, response: page } },
          async (req) => ok(await history.list(me(req).id, req.params.from, req.params.to)),
        )
        r.get(
          '/getTransactionExternalList/:from/:to/:page',
          { ...login, schema: { params: HistoryExternalParams, response: page } },
          async (req) => {
            const p = req.params
            return ok(await history.external(me(req).id, p.from, p.to, p.page))
          },
        )
      },
      { prefix: '/rest/punter' },
    )
  },
  { name: 'money-routes', dependencies: ['player'] },
)
