import { pathToFileURL } from 'node:url'
import { classic } from '../studio/engine/models/classic.ts'
import { SLOT_MODELS } from '../studio/engine/models/index.ts'
import { SLOT_STATEMENTS } from '../studio/engine/models/statements.ts'
import { seededRng } from '../studio/engine/rng.ts'
import { enumerate } from '../studio/engine/slots/enumerate.ts'
import { lineWin, scatterCount } from '../studio/engine/slots/evaluate.ts'
import { machineOf } from '../studio/engine/slots/machine.ts'
import type { SlotModel } from '../studio/engine/slots/model.ts'
import { playRound } from '../studio/engine/slots/play.ts'
import { simulate } from '../studio/engine/slots/simulate.ts'
import { printTable, type Row } from './lib/table.ts'

/**
 * The engine's rows of `npm run bench` (issue 11): simulated rounds per second on one core for the
 * 5x3 20-line slot, the time of a full-cycle enumeration of about 50 million stop combinations, and
 * (with ENGINE_LONG=1, or on its own with --long) 10^8-round simulations of every cascade model
 * against its exact RTP. Runs on its own: `npx tsx bench/engine.ts`; `npm run bench` runs it in a
 * process of its own too (bench/run.ts), since V8 tunes the engine's hot functions to the models it has
 * seen, and a process that has also served the studio's other games runs them about a sixth slower.
 * The goals are judged on CPU time: the machine may be shared, and only the work itself is the
 * engine's (wall time is shown beside it).
 */
const SPINS = 20_000_000

function engineRows(rows: Row[], long = process.env.ENGINE_LONG === '1') {
  const model = classic('midfreq', 0)
  const m = machineOf(model)
  const rng = seededRng(1)
  for (let i = 0; i < 1_000_000; i++) playRound(m, rng, null, false)
  const t0 = process.hrtime.bigint()
  const c0 = process.cpuUsage()
  let coins = 0
  for (let i = 0; i < SPINS; i++) coins += playRound(m, rng, null, false)
  const wall = SPINS / (Number(process.hrtime.bigint() - t0) / 1e9)
  const { user, system } = process.cpuUsage(c0)
  const cpu = SPINS / ((user + system) / 1e6)
  rows.push({
    figure: `simulated rounds/s, one core, ${model.title}`,
    value: `${(cpu / 1e6).toFixed(2)} million/s of CPU time, ${(wall / 1e6).toFixed(2)} million/s wall (RTP of the run ${((coins / SPINS / 10) * 100).toFixed(2)} %)`,
    goal: '>= 14 million/s (issue 29)',
    ok: cpu >= 14e6,
  })

  const big = longStrips(classic('lowfreq', 0), 35)
  const bm = machineOf(big)
  const combos = big.strips.reduce((a, s) => a * s.length, 1)
  const t1 = process.hrtime.bigint()
  const c1 = process.cpuUsage()
  const classes = enumerate(
    bm,
    0,
    (mm) => lineWin(mm, 0, null) + (big.scatterPays?.[scatterCount(mm)] ?? 0),
    scatterCount,
  )
  const wallSeconds = Number(process.hrtime.bigint() - t1) / 1e9
  const used = process.cpuUsage(c1)
  const seconds = (used.user + used.system) / 1e6
  const baseRtp = [...classes.values()].reduce((a, { p, d }) => a + p * d.mean, 0) / 10
  rows.push({
    figure: `full-cycle enumeration, 5 reels x 35 stops, 20 lines (${(combos / 1e6).toFixed(1)} M combinations)`,
    value: `${seconds.toFixed(2)} s of CPU time, ${wallSeconds.toFixed(2)} s wall (${(combos / seconds / 1e6).toFixed(1)} M/s; base game RTP ${(baseRtp * 100).toFixed(3)} %)`,
    goal: '< 10 s',
    ok: seconds < 10,
  })

  if (long) {
    for (const cm of SLOT_MODELS.filter((x) => x.cascadeCap !== undefined)) {
      const exact = SLOT_STATEMENTS[cm.id]?.rtp ?? Number.NaN
      const sim = simulate(cm, 100_000_000, 0x1e8)
      const inside = exact >= sim.ci99[0] && exact <= sim.ci99[1]
      rows.push({
        figure: `${cm.id}: 10^8 simulated rounds`,
        value: `${(sim.rtp * 100).toFixed(3)} %, 99 % CI ${(sim.ci99[0] * 100).toFixed(3)}–${(sim.ci99[1] * 100).toFixed(3)} %, exact ${(exact * 100).toFixed(3)} %`,
        goal: 'CI holds the exact RTP',
        ok: inside,
      })
    }
  }
}

/** The same model with every strip extended to `len` stops by repeating its start (bench only). */
function longStrips(model: SlotModel, len: number): SlotModel {
  const strips = model.strips.map((s) =>
    Uint8Array.from({ length: len }, (_, i) => s[i % s.length] as number),
  )
  return { ...model, id: `${model.id}-bench`, strips }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows: Row[] = []
  engineRows(rows, process.argv.includes('--long'))
  // --json: the rows for `npm run bench`, which runs the engine in a process of its own.
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows))
  else printTable(rows)
}
