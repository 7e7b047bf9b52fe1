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

/** A source of uniformly distributed 32-bit words. */
interface WordSource {
  next32(): number
}

/**
 * Draws uniformly from [0, n) using 32-bit words from `src`, rejecting the top partial block so no
 * value is favoured (no modulo bias). Shared by the crypto and the seeded generators.
 */
function uniform(src: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RngRangeError(n)
  if (n === TWO_32) return src.next32()
  const u = n >>> 0
  return below(src, u, rejectFrom(u))
}

/**
 * The largest multiple of n that fits in 2^32: words at or above it are thrown away. Integer
 * arithmetic only: 2^32 % n would be a floating-point remainder, several times slower.
 */
export function rejectFrom(n: number): number {
  return TWO_32 - ((((0xffffffff % n) >>> 0) + 1) % n)
}

/** `uniform` for a range already checked, with its `rejectFrom` computed. */
function below(src: WordSource, n: number, limit: number): number {
  let x = src.next32()
  while (x >= limit) x = src.next32()
  return (x >>> 0) % (n >>> 0)
}

const POOL_WORDS = 1024

/** Play: node:crypto, read in pooled 4 KiB blocks so a spin costs no system call. Never seeded. */
class CryptoRng implements Rng, WordSource {
  private readonly pool = new Uint32Array(POOL_WORDS)
  private at = POOL_WORDS
  constructor(private readonly fill: (words: Uint32Array) => void) {}
  next32(): number {
    if (this.at === POOL_WORDS) {
      this.fill(this.pool)
      this.at = 0
    }
    return this.pool[this.at++] as number
  }
  int(n: number): number {
    return uniform(this, n)
  }
}

export function cryptoRng(fill: (words: Uint32Array) => void = (w) => randomFillSync(w)): Rng {
  return new CryptoRng(fill)
}

/**
 * Tests and simulations: sfc32 (Chris Doty-Humphrey's small fast counter), seeded explicitly, so a
 * run can be repeated. A class with its state in fields, so the simulation's draw is inlined and
 * allocates nothing. Never used for play.
 */
export class Sfc32 implements Rng, WordSource {
  /** a, b, c, d as raw int32 words: object fields would box values beyond the small-integer range. */
  private readonly s = Int32Array.of(0x9e3779b9, 0x243f6a88, 0xb7e15162, 0)
  constructor(seed: number) {
    this.s[3] = seed
    for (let i = 0; i < 15; i++) this.next32()
  }
  next32(): number {
    const s = this.s
    const a = s[0] as number
    const b = s[1] as number
    const c = s[2] as number
    const d = s[3] as number
    const t = (((a + b) | 0) + d) | 0
    s[3] = d + 1
    s[0] = b ^ (b >>> 9)
    s[1] = c + (c << 3)
    s[2] = ((c << 21) | (c >>> 11)) + t
    return t >>> 0
  }
  int(n: number): number {
    return uniform(this, n)
  }
  /**
   * `out[i] = int(n[i])` in order for every i below `count` whose bit is clear in `skip`, with
   * `limits[i] = rejectFrom(n[i])` and `inverses[i] = 1 / n[i]`: the same words and values, with the
   * state held in locals for the whole batch (a simulated spin draws five stops; the typed-array round
   * trips cost more than the generator itself). The remainder is taken by multiplying with the
   * inverse, as an integer division costs several times more: the quotient's floating-point error is
   * below 2^-20 for words under 2^32, so it is off by at most one, which the two corrections undo and
   * the value is exactly `x % n`.
   */
  draws(
    out: Int32Array,
    n: Int32Array,
    limits: Float64Array,
    inverses: Float64Array,
    count: number,
    skip: number,
  ): void {
    const s = this.s
    let a = s[0] as number
    let b = s[1] as number
    let c = s[2] as number
    let d = s[3] as number
    for (let i = 0; i < count; i++) {
      if ((skip & (1 << i)) !== 0) continue
      const limit = limits[i] as number
      let x: number
      do {
        const t = (((a + b) | 0) + d) | 0
        d = (d + 1) | 0
        a = b ^ (b >>> 9)
        b = (c + (c << 3)) | 0
        c = (((c << 21) | (c >>> 11)) + t) | 0
        x = t >>> 0
      } while (x >= limit)
      const L = (n[i] as number) >>> 0
      let r = x - Math.floor(x * (inverses[i] as number)) * L
      if (r >= L) r -= L
      else if (r < 0) r += L
      out[i] = r
    }
    s[0] = a
    s[1] = b
    s[2] = c
    s[3] = d
  }
}

export function seededRng(seed: number): Sfc32 {
  return new Sfc32(seed)
}
