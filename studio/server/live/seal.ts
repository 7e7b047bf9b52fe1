import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * A live round's seed at rest (docs/decisions/0008-live-commit-reveal.md): AES-256-GCM under a key
 * derived with HKDF-SHA-256 from the studio's secret (never stored in the database), the round's id as
 * associated data, so a sealed seed opens only for its own round and a changed byte is refused. Every
 * process of the studio has the secret, so whichever holds a table's lease (or takes it over after a
 * crash) can close the round; a reader of the database alone learns nothing of the outcome.
 */
export function createSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'studio-live', `live-round-seed:${VERSION}`, 32))
  return {
    seal(seed: string, roundId: string): string {
      const iv = randomBytes(12)
      const c = createCipheriv('aes-256-gcm', key, iv)
      c.setAAD(Buffer.from(roundId))
      const body = Buffer.concat([c.update(seed, 'utf8'), c.final()])
      return `${VERSION}.${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`
    },
    /** Throws when the text was not sealed for this round under this key. */
    open(sealed: string, roundId: string): string {
      const [version, data] = sealed.split('.')
      if (version !== VERSION || !data) throw new Error('live: unknown sealed seed format')
      const raw = Buffer.from(data, 'base64')
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
      d.setAAD(Buffer.from(roundId))
      d.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8')
    },
  }
}
export type Seal = ReturnType<typeof createSeal>
