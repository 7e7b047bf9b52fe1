import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AttachUserBody, DeviceBody, LastLoginBody } from '../../contract/player.ts'
import type { AppDeps } from '../app.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import type { PlayerServices } from '../player/services.ts'
import { T } from '../player/texts.ts'

type Req = FastifyRequest<{ Body: unknown }>
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })

/** The Content API calls that belong to login (SPEC.md section 7): devices, attach-user, last-login. */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { player }) => {
    const { sessions, devices } = player
    await app.register(
      async (r) => {
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store')
        })
        r.post('/register-device', async (req: Req) => {
          const b = parseInput(DeviceBody, req.body ?? {}, 'body')
          return ok({ device_id: await devices.register(b, null) })
        })
        r.post('/attach-user', async (req: Req) => {
          const s = await sessions.require(req)
          const b = parseInput(AttachUserBody, req.body ?? {}, 'body')
          if (b.user_id !== s.userId) throw new HttpError(403, T.notYourDevice)
          await devices.register(b, s.userId)
          return ok({ client_id: s.userId })
        })
        r.post('/last-login', async (req: Req) => {
          const s = await sessions.require(req)
          const b = parseInput(LastLoginBody, req.body ?? {}, 'body')
          if (b.user_id !== s.userId) throw new HttpError(403, T.notYourDevice)
          return ok({ lastLogin: (await devices.lastLogin(s.userId))?.toISOString() ?? null })
        })
      },
      { prefix: '/cms' },
    )
  },
  { name: 'cms-login', dependencies: ['player'] },
)
