import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  ExcludeUserBody,
  ExcludeUserDaysBody,
  ExcludeUserPermanentlyBody,
  Message,
  UserStatusData,
} from '../../contract/player.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { beforeInput } from '../http/before-input.ts'
import { privateRoutes } from '../http/private-routes.ts'
import { EXCLUSION_PERIOD_DAYS, type ExclusionChoice } from './exclusion-service.ts'
import type { PlayerServices } from './services.ts'

/**
 * Self-exclusion on the Player API (SPEC.md section 7): excludeUser (ex_24h, ex_1m), excludeUserDays
 * (1, 7, 30), excludeUserPermanently, and getUserStatus with the exclusion's end in `tm`. A success
 * ends every session of the player and clears this browser's cookie.
 */
export default fp<{ player: PlayerServices }>(
  async (app, { player }) => {
    const { sessions, exclusion } = player
    // The money gate, for routes outside the player and money modules (the money launch calls it).
    app.decorate('assertMoneyAllowed', player.moneyGate.assertMoneyAllowed)
    const { login, session } = beforeInput(sessions.require, player.limit)
    await privateRoutes(app, '/rest/punter', async (r) => {
      const answer = { response: okResponse(Message) }
      const exclude = async (req: FastifyRequest, reply: FastifyReply, choice: ExclusionChoice) => {
        const result = await exclusion.exclude(session(req).userId, choice)
        await sessions.end(req, reply)
        return ok(result)
      }
      r.post('/excludeUser', { ...login, schema: { body: ExcludeUserBody, ...answer } }, (req, reply) =>
        exclude(req, reply, { kind: 'temporary', days: EXCLUSION_PERIOD_DAYS[req.body.exclusionPeriod] }),
      )
      r.post(
        '/excludeUserDays',
        { ...login, schema: { body: ExcludeUserDaysBody, ...answer } },
        (req, reply) => exclude(req, reply, { kind: 'temporary', days: req.body.exclusionDays }),
      )
      r.post(
        '/excludeUserPermanently',
        { ...login, schema: { body: ExcludeUserPermanentlyBody, ...answer } },
        (req, reply) => exclude(req, reply, { kind: 'permanent' }),
      )
      r.get('/getUserStatus', { schema: { response: okResponse(UserStatusData) } }, async (req) =>
        ok(await exclusion.status(await sessions.require(req))),
      )
    })
  },
  { name: 'player-exclusion' },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** player/money-gate.ts: resolves when the player may move money now, else refuses and logs out. */
    assertMoneyAllowed: import('./money-gate.ts').MoneyGate['assertMoneyAllowed']
  }
}
