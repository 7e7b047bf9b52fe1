import fp from 'fastify-plugin'
import { MONEY_TEXT } from '../../contract/wallet-rules.ts'
import type { AppDeps } from '../app.ts'
import { createJobRunner } from '../jobs/runner.ts'
import type { PlayerServices } from '../player/services.ts'
import moneyRoutes from './routes.ts'
import { createMoneyServices } from './services.ts'

/**
 * The money services as one plugin for buildApp: the ledger and what uses it, decorated as `app.money`
 * for the payment window (/dibs) and the seamless-wallet API (/wallet-api/) that app.ts mounts next;
 * the Player API's money calls; and the scheduled jobs (payment callbacks, payouts, bonus expiry),
 * each run by one process at a time.
 */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, deps) => {
    const money = createMoneyServices(
      deps,
      { view: deps.player.lookup, payoutCpr: deps.player.payoutCpr },
      app.log,
      deps.player.moneyGate,
    )
    app.decorate('money', money)
    // A bonus whose wagering period ran out ends when its player logs in, so the login answer's
    // balance is true without a balance read having to write; the bonus-expiry job ends the rest.
    deps.player.onLogin((userId) => money.bonus.expireDue(userId))
    // A permanent self-exclusion closes the account: bonus money is forfeited, the cash goes to NemKonto.
    deps.player.exclusion.onPermanent(async (userId) => {
      await money.bonus.forfeitIfActive(userId)
      await money.payout.payAll(userId, `withdraw:${userId}:permanent-exclusion`)
    })
    // No money moves before the player has chosen a deposit limit (SPEC.md section 4, Fast deposit limit).
    deps.player.moneyGate.require({ holds: money.limits.anyChosen, message: MONEY_TEXT.limitFirst })
    await app.register(moneyRoutes, { ...deps, money })

    const runner = createJobRunner(deps.db.db, deps.clock, app.log)
    if (deps.config.money.jobs) app.addHook('onReady', async () => runner.start(money.jobs))
    app.addHook('onClose', async () => runner.stop(money.jobs))
  },
  { name: 'money-plugin', dependencies: ['player'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** The money services, for tests and scripts that drive them directly. */
    money: import('./services.ts').MoneyServices
  }
}
