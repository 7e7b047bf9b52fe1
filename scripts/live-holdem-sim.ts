/**
 * The casino hold'em RTP under the stated strategy (studio/engine/live/holdem.ts simpleStrategy): a
 * seeded simulation in independent chunks, written to studio/engine/live/holdem-sim.json. The tests
 * replay a chunk and recompute the totals; statements.json carries the figure.
 *   npx tsx scripts/live-holdem-sim.ts [chunks=50] [roundsPerChunk=200000]
 */
import { writeFileSync } from 'node:fs'
import { type HoldemChunk, holdemFigures, simulateHoldemChunk } from '../studio/engine/live/holdem-sim.ts'

const chunks = Number(process.argv[2] ?? 50)
const per = Number(process.argv[3] ?? 200_000)
const out: HoldemChunk[] = []
for (let seed = 1; seed <= chunks; seed++) {
  out.push(simulateHoldemChunk(seed, per))
  const f = holdemFigures(out)
  console.error(
    `chunk ${seed}/${chunks}: rtp ${f.rtp.toFixed(6)} ci99 ${f.ci99.map((x) => x.toFixed(5)).join('–')}`,
  )
}
writeFileSync(
  new URL('../studio/engine/live/holdem-sim.json', import.meta.url),
  `${JSON.stringify({ strategy: 'simpleStrategy', roundsPerChunk: per, chunks: out }, null, 2)}\n`,
)
console.error(JSON.stringify(holdemFigures(out)))
