/** An exact fraction of BigInts, so a statement's RTP is the rational sum itself, not a float's rounding. */
export type Q = { n: bigint; d: bigint }

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y) [x, y] = [y, x % y]
  return x
}

export function q(n: number | bigint, d: number | bigint = 1n): Q {
  let nn = BigInt(n)
  let dd = BigInt(d)
  if (dd === 0n) throw new RangeError('a fraction needs a non-zero denominator')
  if (dd < 0n) {
    nn = -nn
    dd = -dd
  }
  const g = gcd(nn, dd) || 1n
  return { n: nn / g, d: dd / g }
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d)
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d)
export const sum = (xs: Iterable<Q>): Q => {
  let s = q(0)
  for (const x of xs) s = add(s, x)
  return s
}
export const toNumber = (a: Q) => Number(a.n) / Number(a.d)
export const show = (a: Q) => `${a.n}/${a.d}`
