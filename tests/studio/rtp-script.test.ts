import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { stakeLadder } from '../../studio/engine/stakes.ts'

type StakeRtp = { stake: number; rtp: number; baseRtp: number; jackpotRtp: number }
type Row = { game_id: string; category: string; declared: number; computed: number; byStake?: StakeRtp[] }

/** Runs `npm run rtp -- --json` with its stdout piped, as a lab does (`| jq`), and reads all of it. */
function rtpJson(): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    // --silent: npm's own banner ("> go-casino@… rtp") would otherwise precede the JSON on stdout.
    const p = spawn('npm', ['run', '--silent', 'rtp', '--', '--json'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let text = ''
    p.stdout.setEncoding('utf8')
    // A slow reader: the pipe fills, so the script must wait for it to drain before it exits.
    p.stdout.on('data', (chunk: string) => {
      text += chunk
      p.stdout.pause()
      setTimeout(() => p.stdout.resume(), 2)
    })
    p.on('error', reject)
    p.on('close', (code) => resolve({ code, text }))
  })
}

// Recomputes every model (about 40 s of CPU): the slowest file of the studio project.
describe('npm run rtp -- --json', () => {
  it('writes whole JSON to a pipe, lists every jackpot stake at its declared payback, and exits 0', async () => {
    const { code, text } = await rtpJson()
    const out = JSON.parse(text) as { games: Row[]; missing: string[] }
    expect(code).toBe(0)
    expect(out.missing).toEqual([])
    const catalogue = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
    const jackpots = out.games.filter((g) => g.category === 'jackpots')
    expect(jackpots).toHaveLength(36)
    for (const g of jackpots) {
      const seed = catalogue.find((c) => c.game_id === g.game_id)
      expect(g.byStake?.map((b) => Math.round(b.stake * 100))).toEqual(stakeLadder(seed?.min_stake_ore ?? 0))
      for (const b of g.byStake ?? []) {
        expect(Math.abs(b.rtp - g.declared) * 100, `${g.game_id} ${b.stake} kr.`).toBeLessThanOrEqual(0.01)
        expect(b.rtp).toBeCloseTo(b.baseRtp + b.jackpotRtp, 12)
        expect(b.rtp).toBeLessThan(1)
      }
    }
    for (const g of out.games) expect(g.computed, g.game_id).toBeLessThan(1)
  }, 600_000)
})
