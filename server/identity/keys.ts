import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
} from 'node:crypto'
import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import { firstKey, insertKeyIfNone } from './repo.ts'

export type SigningKey = { kid: string; privateKey: KeyObject; publicKey: KeyObject }

/**
 * The sandbox's Ed25519 key. It lives in the database so that every process signs and verifies with
 * the same key; the first process to start makes it.
 */
export async function loadSigningKey(db: Db, clock: Clock): Promise<SigningKey> {
  let row = await firstKey(db)
  if (!row) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519')
    await insertKeyIfNone(db, {
      kid: randomUUID(),
      private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      public_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      created_at: clock.now(),
    })
    row = await firstKey(db)
    if (!row) throw new Error('identity key missing after insert')
  }
  return {
    kid: row.kid,
    privateKey: createPrivateKey(row.private_pem),
    publicKey: createPublicKey(row.public_pem),
  }
}
