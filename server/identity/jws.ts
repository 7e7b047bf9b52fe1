import { type KeyObject, sign, verify } from 'node:crypto'

/**
 * A MitID result travels as a compact JWS split in two: `result` is the signing input
 * (header.payload) and `signature` the third part, as the spec's nemid_login(result, signature) takes
 * them. Joined with a dot they verify with any JOSE library (alg EdDSA).
 */
export type SignedResult = { result: string; signature: string }

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url')

export function signResult(payload: object, kid: string, key: KeyObject): SignedResult {
  const result = `${b64(JSON.stringify({ alg: 'EdDSA', typ: 'JWT', kid }))}.${b64(JSON.stringify(payload))}`
  return { result, signature: sign(null, Buffer.from(result), key).toString('base64url') }
}

/** The payload when the signature holds, else null. Never throws on garbage. */
export function verifyResult(signed: SignedResult, key: KeyObject): Record<string, unknown> | null {
  const parts = signed.result.split('.')
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(signed.signature)) return null
  try {
    const header = JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString('utf8'))
    if (header?.alg !== 'EdDSA') return null
    if (!verify(null, Buffer.from(signed.result), key, Buffer.from(signed.signature, 'base64url')))
      return null
    const payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'))
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : null
  } catch {
    return null
  }
}
