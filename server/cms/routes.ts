import fp from 'fastify-plugin'
import {
  AttachUserBody,
  ClientId,
  DeviceBody,
  DeviceId,
  LastLogin,
  LastLoginBody,
} from '../../contract/player.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { AppDeps } from '../app.ts'
import { beforeInput } from '../http/before-input.ts'
import { privateRoutes } from '../http/private-routes.ts'
import type { PlayerServices } from '../player/services.ts'
import { T } from '../player/texts.ts'

/** The Content API calls that belong to login (SPEC.md section 7): devices, attach-user, last-login. */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { player }) => {
    const { sessions, devices, limit } = player
    const { login, session } = beforeInput(sessions.require, limit)
    /** The logged-in player, who may speak only for their own user_id. */
    const self = (req: Parameters<typeof session>[0] & { body: { user_id: number } }) => {
      const s = session(req)
      if (req.body.user_id !== s.userId) throw new HttpError(403, T.notYourDevice)
      return s.userId
    }
    await privateRoutes(app, '/cms', async (r) => {
      r.post(
        '/register-device',
        { schema: { body: DeviceBody, response: okResponse(DeviceId) } },
        async (req) => ok({ device_id: await devices.register(req.body, null) }),
      )
      r.post(
        '/attach-user',
        { ...login, schema: { body: AttachUserBody, response: okResponse(ClientId) } },
        async (req) => {
          const userId = self(req)
          await devices.register(req.body, userId)
          return ok({ client_id: userId })
        },
      )
      r.post(
        '/last-login',
        { ...login, schema: { body: LastLoginBody, response: okResponse(LastLogin) } },
        async (req) => ok({ lastLogin: (await devices.lastLogin(self(req)))?.toISOString() ?? null }),
      )
    })
  },
  { name: 'cms-login', dependencies: ['player'] },
)
