import { formatDateTime } from '../../contract/dates.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/index.ts'
import type { Rofus } from '../rofus/service.ts'
import { activeExclusion } from './exclusion-repo.ts'
import { type UserRow, updateUser } from './repo.ts'
import { T } from './texts.ts'

/**
 * Who may hold a session and use money: the brand family, the player's own self-exclusion, ROFUS
 * (ARCHITECTURE.md: Danish rules), the account status, and the 30-day verification deadline of a temp
 * account. Asked at every login and, through the money gate, on every money call of a live session.
 */
export function createAdmission(
  db: Db,
  clock: Clock,
  config: Config,
  rofus: Rofus,
  /** Told when this check closes an account (closing.ts settles its open rounds). */
  closed: (userId: number) => void = () => {},
) {
  /** The rules on a user row and the player's active self-exclusion (undefined: none), already read. */
  async function decide(user: UserRow, own: { until: Date | null } | undefined): Promise<void> {
    if (!config.brandFamily.includes(user.brand)) throw new HttpError(403, T.otherBrand)
    if (own)
      throw new HttpError(403, own.until ? T.excludedUntil(formatDateTime(own.until)) : T.excludedForGood)
    const register = await rofus.check(user.cpr)
    if (register.excluded)
      throw new HttpError(403, register.until ? T.excludedUntil(formatDateTime(register.until)) : T.rofus)
    if (user.status === 'excluded') throw new HttpError(403, T.rofus)
    if (user.status === 'closed') throw new HttpError(403, T.closed)
    if (user.status === 'temp' && user.verify_deadline && user.verify_deadline.getTime() < clock.nowMs()) {
      await updateUser(db, user.id, { status: 'closed' })
      closed(user.id)
      throw new HttpError(403, T.closed)
    }
  }
  const admit = async (user: UserRow) => decide(user, await activeExclusion(db, user.id, clock.now()))
  // The money gate reads the exclusion in its own one-statement read and asks `decide` directly.
  return Object.assign(admit, { decide })
}
export type Admit = ReturnType<typeof createAdmission>
