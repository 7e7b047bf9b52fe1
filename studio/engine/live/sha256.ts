import { sha256 } from '@noble/hashes/sha2.js'

/**
 * SHA-256, synchronous and the same in Node and in a player's browser (commitment.ts: an engine's draw
 * is synchronous, Web Crypto's digest is not), from @noble/hashes (MIT, audited).
 */

/** The digest of `data` as eight big-endian 32-bit words. */
export function sha256Words(data: Uint8Array): Uint32Array {
  const d = sha256(data)
  const view = new DataView(d.buffer, d.byteOffset, d.byteLength)
  return Uint32Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false))
}

const utf8 = new TextEncoder()

/** The lowercase hex SHA-256 of a string's UTF-8 bytes (what `sha256sum` prints for it). */
export function sha256Hex(text: string): string {
  return Array.from(sha256Words(utf8.encode(text)), (x) => x.toString(16).padStart(8, '0')).join('')
}
