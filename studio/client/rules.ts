import type { GameDescription, SlotDescription } from '../../contract/studio.ts'
import { button, h } from './dom.ts'
import { formatOre, formatRtp } from './format.ts'
import { symbolIcon, symbolName } from './symbols.ts'
import { da } from './text.ts'

const NUM = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 })

/** Pays as multiples of the stake (the model pays coins; one stake is 10 coins). */
const times = (coins: number) => `${NUM.format(coins / 10)}×`

function paytable(slot: SlotDescription): HTMLElement {
  const rows: HTMLElement[] = []
  slot.symbols.forEach((name, i) => {
    const pays = i === 1 && slot.scatterPays ? slot.scatterPays : slot.pays[i]
    const cells = (pays ?? [])
      .map((c, k) => (c > 0 ? `${k}: ${times(c)}` : null))
      .filter((x): x is string => x !== null)
    if (cells.length === 0 && i > 1) return
    const note = i === 0 ? 'Erstatter alle symboler undtagen scatter/bonus' : cells.join(' · ')
    rows.push(
      h(
        'tr',
        {},
        h('td', {}, symbolIcon(i, name, 'pay-sym')),
        h('th', { scope: 'row' }, symbolName(name)),
        h('td', {}, note),
      ),
    )
  })
  return h(
    'table',
    { class: 'paytable' },
    h('caption', {}, `${da.paytable} (${da.paysPerStake})`),
    h('tbody', {}, ...rows),
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

/** 'Regler': how the game pays and its RTP from the model's statement, as the session answer sent it. */
export function rulesDialog(game: GameDescription, ladder: readonly number[]): HTMLDialogElement {
  const st = game.statement
  const existing = document.getElementById('rules') as HTMLDialogElement | null
  existing?.remove()
  const facts = h(
    'dl',
    {},
    h('dt', {}, da.rtp),
    h('dd', {}, formatRtp(st.rtp)),
    h('dt', {}, da.hitFrequency),
    h('dd', {}, formatRtp(st.hitFrequency)),
    h('dt', {}, da.maxWin),
    h('dd', {}, `${NUM.format(st.maxWin.multiplier)}× ${da.stake.toLowerCase()}`),
    h('dt', {}, da.stakes),
    h('dd', {}, ladder.map(formatOre).join(', ')),
  )
  const slot = game.slot
  const how = slot ? h('p', {}, slot.lines ? da.lines(slot.lines.length, slot.bothways) : da.ways) : null
  const bets = st.bets
    ? h(
        'table',
        {},
        h('caption', {}, da.rtpBet),
        h(
          'tbody',
          {},
          ...Object.entries(st.bets).map(([bet, rtp]) =>
            h('tr', {}, h('th', { scope: 'row' }, bet), h('td', {}, formatRtp(rtp))),
          ),
        ),
      )
    : null
  const d: HTMLDialogElement = h(
    'dialog',
    { class: 'sheet', id: 'rules', 'aria-labelledby': 'rules-title' },
    h('h2', { id: 'rules-title' }, `${da.rules}: ${game.name}`),
    h(
      'div',
      { class: 'scroll' },
      facts,
      how,
      slot?.jackpot ? h('p', {}, da.jackpot) : null,
      slot ? paytable(slot) : null,
      slot?.wheel ? wheelTable(slot.wheel) : null,
      bets,
    ),
    button(da.closeDialog, () => d.close()),
  )
  document.body.append(d)
  return d
}
