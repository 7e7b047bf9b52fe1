import { randomBytes } from 'node:crypto'
import type { Db } from '../../../server/db/index.ts'
import { insertSession } from '../../../server/player/repo.ts'
import { gameSessionId, hashToken } from '../../../server/player/sessions.ts'

/**
 * A live casino session of the player, as a login at the casino leaves it, and its game session id
 * (what getSes.php answers and a money launch passes on), for tests and benchmarks that launch
 * money games without a login.
 */
export async function openCasinoSession(db: Db, userId: number, now: Date): Promise<string> {
  const idHash = hashToken(randomBytes(32).toString('base64url'))
  await insertSession(db, {
    id_hash: idHash,
    user_id: userId,
    brand: 'go',
    channel: 0,
    created_at: now,
    last_seen_at: now,
    ip: '127.0.0.1',
  })
  return gameSessionId(idHash)
}
