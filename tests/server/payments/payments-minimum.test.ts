import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inForce } from '../helpers/deposit-limits.ts'
import type { Browser } from '../helpers/player-client.ts'
import { dibsQuery, openWindow, player, walletApp } from '../helpers/wallet-helper.ts'

/** Every .ts/.tsx file under a folder, as repository paths. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return files(p)
    return /\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** Where the test user may be named: the sandboxes and the seed, which production refuses to run. */
const SANDBOX_ONLY = [/^server\/payments\/sandbox\//, /^server\/seed\//, /^server\/identity\/sandbox-/]

describe('the minimum deposit: 50 kr. for everyone; 1 kr. for the test user only in the payment sandbox', () => {
  const t = walletApp({ JOBS: '0' }, { limits: true })

  it('the sandbox test user mindep01 may deposit 1 kr. but not less; others need 50 kr.', async () => {
    /** The payment window opened straight at /dibs with an amount below the player's minimum. */
    const openBelow = (p: { b: Browser; id: number }, kr: number) =>
      p.b.raw({ method: 'GET', url: `/dibs?${dibsQuery(p.id, kr)}`, headers: { cookie: p.b.cookieHeader() } })

    const min = await player(t, 'mindep01', 'Mindep12')
    expect((await inForce(min.b)).minDeposit).toBe(1)
    expect((await openWindow(min.b, min.id, 1)).pay).toMatch(/^\/dibs\/pay\//)
    const below = await openBelow(min, 0.5)
    expect(below.statusCode).toBe(400)
    expect(below.json().errorMessage).toBe('Minimum beløb er 1 kr.')

    const other = await player(t, 'nolimit1', 'Nolimit12')
    expect((await inForce(other.b)).minDeposit).toBe(50)
    const refused = await openBelow(other, 49)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errorMessage).toBe('Minimum beløb er 50 kr.')
    expect((await openWindow(other.b, other.id, 50)).pay).toMatch(/^\/dibs\/pay\//)
  })

  it('production code names no test user: only the sandboxes and the seed do', () => {
    const named = ['server', 'contract', 'src', 'studio']
      .flatMap(files)
      .filter((f) => !SANDBOX_ONLY.some((re) => re.test(f)))
      .filter((f) => /mindep01/i.test(readFileSync(f, 'utf8')))
    expect(named).toEqual([])
  })
})
