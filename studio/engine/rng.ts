import { randomFillSync } from 'node:crypto'

/**
 * The one source of randomness for every game outcome. `int(n)` is uniform on [0, n) for any whole n
 * from 1 to 2^32. Nothing else is read to decide an outcome: no balance, no house result, no past
 * payout (GLI-19 §4.5.2).
 */
export interface Rng {
  int(n: number): number
}

/** Raised when a range is not a whole number from 1 to 2^32. */
export class RngRangeError extends RangeError {
  constructor(n: number) {
    super(`RNG range must be a whole number from 1 to 2^32, got ${n}`)
    this.name = 'RngRangeError'
  }
}

const TWO_32 = 0x1_0000_0000

/**
 * Draws uniformly from [0, n) using 32-bit words from `next32`, rejecting the top partial block so no
 * value is favoured (no modulo bias). Shared by the crypto and the seeded generators.
 */
export function uniform(next32: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RngRangeError(n)
  // The largest multiple of n that fits in 2^32; words at or above it are thrown away.
  const limit = TWO_32 - (TWO_32 % n)
  for (;;) {
    const x = next32()
    if (x < limit) return x % n
  }
}

const POOL_WORDS = 1024

/** Play: node:crypto, read in pooled 4 KiB blocks so a spin costs no system call. Never seeded. */
export function cryptoRng(fill: (words: Uint32Array) => void = (w) => randomFillSync(w)): Rng {
  const pool = new Uint32Array(POOL_WORDS)
  let at = POOL_WORDS
  const next32 = () => {
    if (at === POOL_WORDS) {
      fill(pool)
      at = 0
    }
    return pool[at++] as number
  }
  return { int: (n) => uniform(next32, n) }
}

/**
 * Tests and simulations: sfc32 (Chris Doty-Humphrey's small fast counter), seeded explicitly, so a
 * run can be repeated. Allocation-free per draw. Never used for play.
 */
export function seededRng(seed: number): Rng & { next32(): number } {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const next32 = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 15; i++) next32()
  return { next32, int: (n) => uniform(next32, n) }
}
