import type { GameDescription, SlotDescription } from '../../contract/studio.ts'
import type { GameRules } from '../engine/rules.ts'
import type { GameArt } from './art.ts'
import { button, h } from './dom.ts'
import { formatOre, formatRtp } from './format.ts'
import { rulesDa } from './rules-text.ts'
import { symbolImage, symbolName } from './symbols.ts'
import { da } from './text.ts'

const NUM = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 })
/** Odds as '1 til 5.000.000'; beyond a trillion in scientific form (a lab reads them either way). */
const ODDS = {
  format: (n: number) =>
    n < 1e12
      ? new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }).format(n)
      : n.toExponential(2).replace('.', ',').replace('e+', ' × 10^'),
}
const COINS_PER_STAKE = 10

/** Pays as multiples of the stake (the model pays coins; one stake is 10 coins). */
const times = (coins: number) => `${NUM.format(coins / 10)}×`

/** Every symbol's pays in kr. at the current stake (coins × stake / 10 øre), and × stake. */
function paytable(slot: SlotDescription, stake: number, art: GameArt): HTMLElement {
  const rows: HTMLElement[] = []
  slot.symbols.forEach((name, i) => {
    const pays = i === 1 && slot.scatterPays ? slot.scatterPays : slot.pays[i]
    const cells = (pays ?? [])
      .map((c, k) =>
        c > 0 ? `${rulesDa.kind(k)}: ${formatOre((c * stake) / COINS_PER_STAKE)} (${times(c)})` : null,
      )
      .filter((x): x is string => x !== null)
    if (cells.length === 0 && i > 1) return
    const note =
      i === 0
        ? rulesDa.wild
        : i === 1 && cells.length > 0
          ? `${rulesDa.scatter}: ${cells.join(' · ')}`
          : cells.join(' · ')
    rows.push(
      h(
        'tr',
        {},
        // The name stands in the next cell: the image is the reels' own, shown, not read twice.
        h('td', {}, Object.assign(symbolImage(art, name, 'pay-sym'), { alt: '' })),
        h('th', { scope: 'row' }, symbolName(name)),
        h('td', {}, note),
      ),
    )
  })
  return h(
    'table',
    { class: 'paytable' },
    h('caption', {}, rulesDa.paysAt(formatOre(stake))),
    h('tbody', {}, ...rows),
  )
}

/**
 * One line as a grid of the reels' cells with its cells filled. Styled through the CSSOM (the page's
 * CSP allows no style attributes) so the rules need no stylesheet of their own.
 */
function lineGrid(line: readonly number[], rows: number): HTMLElement {
  const grid = h('span', { class: 'line-grid', 'aria-hidden': 'true' })
  Object.assign(grid.style, {
    display: 'inline-grid',
    gridTemplateColumns: `repeat(${line.length}, 0.55em)`,
    gap: '1px',
    marginInline: '0.4em',
    verticalAlign: 'middle',
  })
  for (let r = 0; r < rows; r++)
    for (const row of line) {
      const cell = h('span', { class: row === r ? 'on' : 'off' })
      Object.assign(cell.style, {
        width: '0.55em',
        height: '0.55em',
        background: row === r ? 'currentColor' : 'transparent',
        outline: '1px solid currentColor',
        opacity: row === r ? '1' : '0.35',
      })
      grid.append(cell)
    }
  return grid
}

/** The lines, each drawn as a small grid with its cells marked, numbered as the game counts them. */
function linesFigure(lines: readonly (readonly number[])[], rows: number): HTMLElement {
  return h(
    'section',
    { class: 'rules-lines', 'aria-label': rulesDa.lines },
    h('h3', {}, rulesDa.lines),
    h(
      'ol',
      { class: 'line-list' },
      ...lines.map((line, n) =>
        h(
          'li',
          { 'aria-label': `${rulesDa.line(n + 1)}: ${line.map((r) => r + 1).join('-')}` },
          lineGrid(line, rows),
        ),
      ),
    ),
  )
}

function section(title: string, ...body: (HTMLElement | null)[]): HTMLElement {
  return h('section', {}, h('h3', {}, title), ...body)
}

const paragraphs = (texts: readonly string[]) => texts.map((t) => h('p', {}, t))

function featuresOf(rules: GameRules): HTMLElement | null {
  if (rules.features.length === 0) return null
  return section(
    rulesDa.features,
    ...rules.features.map((f) =>
      h('div', { class: 'feature' }, h('h4', {}, f.name), h('ul', {}, ...f.lines.map((l) => h('li', {}, l)))),
    ),
  )
}

function betsTable(rules: GameRules): HTMLElement | null {
  if (rules.bets.length === 0) return null
  return h(
    'table',
    { class: 'bets' },
    h('caption', {}, rulesDa.bets),
    h(
      'thead',
      {},
      h('tr', {}, h('th', {}, rulesDa.bet), h('th', {}, rulesDa.pays), h('th', {}, rulesDa.rtp)),
    ),
    h(
      'tbody',
      {},
      ...rules.bets.map((b) =>
        h('tr', {}, h('th', { scope: 'row' }, b.name), h('td', {}, b.pays), h('td', {}, formatRtp(b.rtp))),
      ),
    ),
  )
}

/** The bonus wheel's prizes, each with its chance, so the player can read what the wheel pays. */
function wheelTable(wheel: NonNullable<SlotDescription['wheel']>): HTMLElement {
  return h(
    'table',
    { class: 'paytable wheel' },
    h('caption', {}, `${da.wheel} (${da.paysPerStake})`),
    h('thead', {}, h('tr', {}, h('th', {}, da.wheelCoins), h('th', {}, da.wheelChance))),
    h(
      'tbody',
      {},
      ...wheel.map((p) => h('tr', {}, h('td', {}, times(p.coins)), h('td', {}, formatRtp(p.chance)))),
    ),
  )
}

/** 'Regler': how the game plays and pays, from the engine's rules and statement the session answer sent. */
export function rulesDialog(
  game: GameDescription,
  ladder: readonly number[],
  stake: number | undefined,
  art: GameArt,
): HTMLDialogElement {
  const st = game.statement
  const rules = st.rules
  const at = stake ?? ladder[0] ?? 0
  const existing = document.getElementById('rules') as HTMLDialogElement | null
  existing?.remove()
  const rtp = rules
    ? rules.rtp.min === rules.rtp.max
      ? formatRtp(rules.rtp.declared)
      : rulesDa.rtpRange(formatRtp(rules.rtp.min), formatRtp(rules.rtp.max))
    : formatRtp(st.rtp)
  const max = rules?.maxWin ?? { ...st.maxWin, what: '' }
  const facts = h(
    'dl',
    {},
    h('dt', {}, da.rtp),
    h('dd', { 'data-rtp': '' }, rtp, st.jackpot ? ` (${rulesDa.rtpOf} ${formatRtp(st.jackpot.rtp)})` : ''),
    h('dt', {}, da.hitFrequency),
    h('dd', {}, formatRtp(st.hitFrequency)),
    h('dt', {}, da.maxWin),
    h(
      'dd',
      { 'data-max-win': '' },
      `${NUM.format(max.multiplier)}× ${da.stake.toLowerCase()}`,
      max.what ? ` – ${max.what}` : '',
      max.probability > 0 ? `, ${rulesDa.odds(ODDS.format(1 / max.probability))}` : '',
    ),
    h('dt', {}, da.stakes),
    h('dd', {}, ladder.map(formatOre).join(', ')),
  )
  const slot = game.slot
  const jackpot = rules?.jackpot
  const d: HTMLDialogElement = h(
    'dialog',
    { class: 'sheet', id: 'rules', 'aria-labelledby': 'rules-title' },
    h('h2', { id: 'rules-title' }, `${da.rules}: ${game.name}`),
    h(
      'div',
      { class: 'scroll' },
      facts,
      rules ? section(rulesDa.how, ...paragraphs(rules.how)) : null,
      rules ? featuresOf(rules) : null,
      jackpot && at > 0
        ? h('p', {}, rulesDa.jackpotAt(formatOre(at), ODDS.format(jackpot.oddsBaseOre / at)))
        : null,
      slot ? paytable(slot, at, art) : null,
      slot?.wheel ? wheelTable(slot.wheel) : null,
      slot?.lines ? linesFigure(slot.lines, slot.rows) : null,
      rules ? betsTable(rules) : null,
      rules && rules.table.length > 0
        ? section(rulesDa.table, h('ul', {}, ...rules.table.map((t) => h('li', {}, t))))
        : null,
    ),
    button(da.closeDialog, () => d.close()),
  )
  document.body.append(d)
  return d
}
