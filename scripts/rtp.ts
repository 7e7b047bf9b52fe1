import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { generateCatalogue } from '../server/seed/catalogue.ts'
import { mathFor } from '../studio/engine/catalogue.ts'
import { declaredOf } from '../studio/engine/declared.ts'
import { jackpotRtpAt } from '../studio/engine/jackpot.ts'
import { liveDeclared } from '../studio/engine/live/declared.ts'
import holdemSim from '../studio/engine/live/holdem-sim.json' with { type: 'json' }
import { liveStatements } from '../studio/engine/live/statement.ts'
import { LIVE_STATEMENTS } from '../studio/engine/live/statements.ts'
import { SLOT_MODELS, slotModel } from '../studio/engine/models/index.ts'
import { MEGAWAYS_SIM_ROUNDS } from '../studio/engine/models/statements.ts'
import { simulate } from '../studio/engine/slots/simulate.ts'
import { type SlotStatement, slotStatement } from '../studio/engine/slots/statement.ts'
import { stakeLadder } from '../studio/engine/stakes.ts'
import type { ModelStatement } from '../studio/engine/statement.ts'
import { TABLE_MODELS } from '../studio/engine/table/index.ts'
import { studioFeed } from '../studio/feed/feed.ts'

/**
 * `npm run rtp`: the statement a test lab reads, one row per non-live catalogue game. Every figure is
 * recomputed here (full-cycle enumeration, exact recursion, seeded simulation where the method says
 * so) and compared with the payback the catalogue declares; exits 1 when any differs by more than
 * 0.01 percentage points or a game has no model.
 *   --json   the same as JSON on stdout
 *   --write  rewrite the committed data from the recomputed figures: the slot and table statements
 *            (studio/engine/models/statements.json, table-statements.json), the studio's list of
 *            catalogue games (studio/engine/catalogue-games.json: id, name, category, first theme,
 *            minimum stake, platform, money-only; what the studio server and `mathOf` read) and the
 *            game feed the studio publishes (studio/feed/games.json, read by the casino's catalogue);
 *            then `npx biome format --write studio/engine studio/feed` puts them in the house layout.
 *            The feed reads the statements as the process loaded them: when this run changed one, it
 *            says so, and a second run writes the feed from the new figures
 *   --long   also a seeded 10^8-round simulation of every cascade model, with its 99 % interval
 *   --live   only the live tables: recompute their statements (hold'em from the committed simulation
 *            chunks of scripts/live-holdem-sim.ts) and check every live game's payback; with --write
 *            rewrite studio/engine/live/statements.json and the feed
 */
const args = new Set(process.argv.slice(2))
const TOLERANCE_PP = 0.01
const out = (s: string) => process.stdout.write(`${s}\n`)
const pct = (x: number) => `${(x * 100).toFixed(3)} %`

// Live tables: their own statements, one per kind; every live catalogue game declares its kind's RTP.
const live = liveStatements(holdemSim.chunks)
/** Statement files this run changed: the feed, computed from the ones loaded at start, is stale until the next run. */
const changedStatements: string[] = []
/** Writes committed data as JSON; `statement` files are noted when their content changes. */
function write(path: string, data: unknown, what: string, statement = false) {
  const text = `${JSON.stringify(data, null, 2)}\n`
  const before = existsSync(path) ? readFileSync(path, 'utf8') : ''
  // Compared as data: biome's layout of the committed file differs from JSON.stringify's.
  if (statement && (before === '' || JSON.stringify(JSON.parse(before)) !== JSON.stringify(data)))
    changedStatements.push(path)
  writeFileSync(path, text)
  out(`wrote ${what} to ${path}`)
}
/** The studio's game feed from its list (as just written, or as committed) and the loaded statements. */
function writeFeed(games?: Parameters<typeof studioFeed>[0]) {
  const feed = studioFeed(games)
  write(
    'studio/feed/games.json',
    feed,
    `the game feed (${feed.games.length} games, ${feed.live.length} live tables)`,
  )
  if (changedStatements.length > 0)
    out(`${changedStatements.join(', ')} changed: run npm run rtp -- --write again so the feed reads it`)
}

if (args.has('--write')) {
  write('studio/engine/live/statements.json', live, `${Object.keys(live).length} live statements`, true)
}
let liveGaps = 0
for (const g of generateCatalogue(new Date('2026-01-01T00:00:00Z')).filter((x) => x.category === 'liveint')) {
  const d = liveDeclared(g.game_id)
  const fresh = d && live[d.kind]
  const ok =
    !!fresh && !!LIVE_STATEMENTS[d.kind] && Math.abs(fresh.rtp - g.payback_bp / 10_000) * 100 <= TOLERANCE_PP
  if (!ok) liveGaps++
  if (args.has('--live'))
    out(
      `${ok ? 'ok ' : 'GAP'} ${g.game_id.padEnd(20)} ${(d?.kind ?? '?').padEnd(13)} declared ${pct(g.payback_bp / 10_000)} computed ${fresh ? pct(fresh.rtp) : '—'} (${fresh?.method.kind ?? ''})`,
    )
}
if (args.has('--live')) {
  out(liveGaps === 0 ? "every live game declares its kind's RTP" : `${liveGaps} live games off their RTP`)
  // No process.exit: it would cut off output a pipe has not read yet (`| jq`); the exit code is set.
  process.exitCode = liveGaps === 0 ? 0 : 1
  if (args.has('--write')) writeFeed()
} else main()

function main() {
  const computed = new Map<string, SlotStatement>()
  for (const model of SLOT_MODELS) computed.set(model.id, slotStatement(model, MEGAWAYS_SIM_ROUNDS))
  const tables = new Map<string, ModelStatement>(
    Object.entries(TABLE_MODELS).map(([id, m]) => [id, m.statement]),
  )
  const catalogue = generateCatalogue(new Date('2026-01-01T00:00:00Z'))

  if (args.has('--write')) {
    write(
      'studio/engine/models/statements.json',
      Object.fromEntries(computed),
      `${computed.size} slot statements`,
      true,
    )
    write(
      'studio/engine/models/table-statements.json',
      Object.fromEntries(tables),
      `${tables.size} table statements`,
      true,
    )
    const games = catalogue
      .filter((g) => g.category !== 'liveint')
      .map(({ game_id, name, category, themes, min_stake_ore, platform, only_for_money }) => ({
        game_id,
        name,
        category,
        theme: themes[0] ?? 'klassisk',
        min_stake_ore,
        platform,
        only_for_money: only_for_money === true,
      }))
    write('studio/engine/catalogue-games.json', games, `${games.length} catalogue games`)
    writeFeed(games)
  }

  type Row = {
    game_id: string
    category: string
    model: string
    declared: number
    computed: number
    method: ModelStatement['method']
    hitFrequency: number
    stdDev: number
    maxWin: ModelStatement['maxWin']
    jackpot?: ModelStatement['jackpot']
    /** Jackpot games: the return at every stake of the ladder (kr., fractions), each checked. */
    byStake?: StakeRtp[]
    purchase?: SlotStatement['purchase']
    ok: boolean
  }
  type StakeRtp = { stake: number; rtp: number; baseRtp: number; jackpotRtp: number }

  const rows: Row[] = []
  const missing: string[] = []
  for (const g of catalogue) {
    if (g.category === 'liveint') continue
    const math = mathFor(g)
    if (!math) {
      missing.push(g.game_id)
      continue
    }
    const declared = g.payback_bp / 10_000
    const d = declaredOf(math)
    const fresh = math.kind === 'slot' ? computed.get(math.model) : tables.get(math.model)
    if (!fresh) {
      missing.push(g.game_id)
      continue
    }
    const jackpotTerms = math.kind === 'slot' ? math.jackpot : null
    const total = fresh.rtp + (d.statement.jackpot?.rtp ?? 0)
    // Each stake's jackpot return from its own whole numbers (contribution in millionths of an øre,
    // the chance of the draw), not from the stated rate.
    const byStake = jackpotTerms
      ? stakeLadder(g.min_stake_ore).map((ore) => {
          const jackpotRtp = jackpotRtpAt(ore, jackpotTerms)
          return { stake: ore / 100, rtp: fresh.rtp + jackpotRtp, baseRtp: fresh.rtp, jackpotRtp }
        })
      : undefined
    const within = (x: number) => Math.abs(x - declared) * 100 <= TOLERANCE_PP && x < 1
    const purchase = math.kind === 'slot' && math.purchase ? computed.get(math.model)?.purchase : undefined
    rows.push({
      game_id: g.game_id,
      category: g.category,
      model: math.model,
      declared,
      computed: total,
      method: fresh.method,
      hitFrequency: fresh.hitFrequency,
      stdDev: fresh.stdDev,
      maxWin: fresh.maxWin,
      ...(d.statement.jackpot ? { jackpot: d.statement.jackpot } : {}),
      ...(byStake ? { byStake } : {}),
      ...(purchase ? { purchase } : {}),
      ok: within(total) && (byStake ?? []).every((b) => within(b.rtp)),
    })
  }

  const long: {
    model: string
    rounds: number
    rtp: number
    ci99: readonly [number, number]
    exact: number
  }[] = []
  if (args.has('--long')) {
    for (const model of SLOT_MODELS.filter((m) => m.cascadeCap !== undefined)) {
      const sim = simulate(model, 100_000_000, 0x1e8)
      long.push({
        model: model.id,
        rounds: sim.rounds,
        rtp: sim.rtp,
        ci99: sim.ci99,
        exact: computed.get(model.id)?.rtp ?? NaN,
      })
    }
  }

  if (args.has('--json')) {
    out(JSON.stringify({ tolerancePp: TOLERANCE_PP, games: rows, missing, long }, null, 2))
  } else {
    out(
      "Return to player per catalogue game (per unit stake; jackpot games: base RTP + contribution + the seed's expected value, at every stake)",
    )
    out('')
    const head = [
      'game_id',
      'model',
      'declared',
      'computed',
      'hit freq',
      'std dev',
      'max win (× stake, odds)',
      'ok',
    ]
    out(head.join(' | '))
    for (const r of rows) {
      const odds = r.maxWin.probability > 0 ? `1 in ${(1 / r.maxWin.probability).toExponential(2)}` : '—'
      const j = r.jackpot
      const byStake = (r.byStake ?? [])
        .map(
          (b) =>
            `${b.stake} kr. ${pct(b.rtp)}, hit 1 in ${Math.round(1 / (b.stake * 100 * (j?.hitChancePerOre ?? 0))).toLocaleString('en')}`,
        )
        .join('; ')
      const jp = j
        ? ` (base ${pct(r.computed - j.rtp)} + jackpot ${pct(j.contribution)} contribution + ${pct(j.seedRtp)} seed; by stake: ${byStake})`
        : ''
      const buy = r.purchase ? ` [bonus buy ${r.purchase.price}× stake, RTP ${pct(r.purchase.rtp)}]` : ''
      out(
        [
          r.game_id,
          r.model,
          pct(r.declared),
          pct(r.computed) + jp + buy,
          r.hitFrequency.toFixed(4),
          r.stdDev.toFixed(2),
          `${r.maxWin.multiplier.toLocaleString('en')}, ${odds}`,
          r.ok ? 'yes' : 'NO',
        ].join(' | '),
      )
    }
    out('')
    out('Methods per model:')
    const seen = new Set<string>()
    for (const r of rows) {
      if (seen.has(r.model)) continue
      seen.add(r.model)
      const m = r.method
      const title = slotModel(r.model)?.title ?? r.model
      out(
        `  ${r.model} (${title}): ${m.kind}, ${m.how}${m.kind === 'simulated' ? `, ${m.rounds} rounds, 99 % CI ${pct(m.ci99[0])}–${pct(m.ci99[1])}` : ''}`,
      )
    }
    for (const l of long) {
      const inside = l.exact >= l.ci99[0] && l.exact <= l.ci99[1]
      out(
        `  ${l.model}: ${l.rounds.toExponential(0)}-round simulation ${pct(l.rtp)}, 99 % CI ${pct(l.ci99[0])}–${pct(l.ci99[1])}, exact ${pct(l.exact)} ${inside ? 'inside' : 'OUTSIDE'}`,
      )
    }
    out('')
    out(
      `${rows.length} games, ${rows.filter((r) => !r.ok).length} off by more than ${TOLERANCE_PP} pp, ${missing.length} without a model`,
    )
  }
  const bad =
    liveGaps > 0 ||
    rows.some((r) => !r.ok) ||
    missing.length > 0 ||
    long.some((l) => l.exact < l.ci99[0] || l.exact > l.ci99[1])
  process.exitCode = bad ? 1 : 0
}
