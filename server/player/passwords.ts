import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt from node:crypto (ARCHITECTURE.md); N=2^14, r=8 is the interactive-login cost of the scrypt
// paper: about 50 ms here, which the bench's logins-per-second figure includes.
const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LEN = 32

function derive(secret: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFC'), salt, KEY_LEN, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$key`, base64url parts: the parameters travel with the hash so they can grow. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$')
  if (kind !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Unknown user names cost the same scrypt as known ones, so timing does not tell them apart.
let dummy: Promise<string> | undefined
export async function burnSecretCheck(secret: string): Promise<void> {
  dummy ??= hashSecret('not-a-real-password-0')
  await verifySecret(secret, await dummy)
}
