import { describe, expect, it } from 'vitest'
import { formatKr } from '../../src/lib/money.ts'
import { da } from '../../src/text/da.ts'
import { daResponsible } from '../../src/text/responsible.ts'
import { daWallet } from '../../src/text/wallet.ts'

// Issue 32 item 7: a formatted amount ends in 'kr.'; no text may add its own full stop after it.
type Tree = { [k: string]: unknown }
function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'function') {
    // Amount parameters (kr, min, max, amount…) get a formatted amount; dates and names get a word.
    const params = /^\(?([^)=]*)\)?\s*=>/.exec(node.toString())?.[1]?.split(',') ?? []
    const args = params.map((p) => (/kr|min|max|amount|sum|balance/i.test(p) ? formatKr(100) : 'ord'))
    yield [path, String((node as (...a: string[]) => unknown)(...args))]
  } else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node as Tree)) yield* texts(v, `${path}.${k}`)
}

describe("texts with an amount never read 'kr..'", () => {
  for (const [name, tree] of [
    ['da', da],
    ['daWallet', daWallet],
    ['daResponsible', daResponsible],
  ] as const)
    it(name, () => {
      const bad = [...texts(tree, name)].filter(([, s]) => s.includes('kr..'))
      expect(bad).toEqual([])
    })
})
