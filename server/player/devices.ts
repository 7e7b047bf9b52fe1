import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import { previousLogin, upsertDevice } from './repo.ts'

type Device = { hardware_id: string; useragent_id: string; mobileApp: boolean }

/** Devices the player uses, for the content API's attach-user and last-login calls. */
export function createDevices(db: Db, clock: Clock) {
  return {
    async register(d: Device, userId: number | null): Promise<number> {
      const row = await upsertDevice(db, {
        hardware_id: d.hardware_id,
        useragent_id: d.useragent_id,
        mobile_app: d.mobileApp,
        user_id: userId,
        created_at: clock.now(),
      })
      return row.id
    },
    lastLogin: (userId: number) => previousLogin(db, userId),
  }
}
