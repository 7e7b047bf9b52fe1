import type { GameDescription, RoundView } from '../../contract/studio.ts'
import type { StudioApi } from './api.ts'
import { button, h } from './dom.ts'
import { formatOre, formatTime } from './format.ts'
import { outcomeText, screenLines } from './outcome-text.ts'
import { da } from './text.ts'

const KEEP = 10

/** 'Historik': the last 10 rounds of this game (time, stake, win, balance before and after, outcome). */
export class RecallDialog {
  readonly el: HTMLDialogElement
  private rounds: RoundView[] = []
  private readonly body = h('tbody')

  constructor(
    private readonly api: StudioApi,
    private readonly game: GameDescription,
    initial: readonly RoundView[],
  ) {
    this.rounds = initial.slice(0, KEEP)
    const head = h('tr', {}, ...da.recallCols.map((c) => h('th', { scope: 'col' }, c)))
    this.el = h(
      'dialog',
      { class: 'sheet', 'aria-labelledby': 'recall-title' },
      h('h2', { id: 'recall-title' }, da.recallTitle),
      h('div', { class: 'scroll' }, h('table', {}, h('thead', {}, head), this.body)),
      button(da.closeDialog, () => this.el.close()),
    )
  }

  /** A round just played goes on top; the list never holds more than ten. */
  add(round: RoundView) {
    this.rounds = [round, ...this.rounds.filter((r) => r.roundId !== round.roundId)].slice(0, KEEP)
    if (this.el.open) this.render()
  }

  async open() {
    this.render()
    this.el.showModal()
    try {
      this.rounds = (await this.api.recall()).rounds.slice(0, KEEP)
      this.render()
    } catch {
      // The rounds played in this session are still listed; the server's list follows on the next open.
    }
  }

  private render() {
    const symbols = this.game.slot?.symbols ?? []
    if (this.rounds.length === 0) {
      this.body.replaceChildren(h('tr', {}, h('td', { colspan: 6 }, da.recallEmpty)))
      return
    }
    this.body.replaceChildren(
      ...this.rounds.map((r) =>
        h(
          'tr',
          {},
          h('td', {}, formatTime(r.createdAt)),
          h('td', {}, formatOre(r.stake)),
          h('td', {}, formatOre(r.win)),
          h('td', {}, formatOre(r.balanceBefore)),
          h('td', {}, r.balanceAfter === null ? '–' : formatOre(r.balanceAfter)),
          this.outcomeCell(r, symbols),
        ),
      ),
    )
  }

  /** The outcome, the round's id, a bought round's mark and, for a feature round, every screen. */
  private outcomeCell(r: RoundView, symbols: readonly string[]) {
    const screens = screenLines(r.outcome, symbols)
    return h(
      'td',
      { class: 'outcome' },
      r.bought ? h('strong', { class: 'bought' }, `${da.recallBought} · `) : null,
      outcomeText(r.outcome, symbols),
      screens.length > 1
        ? h(
            'details',
            {},
            h('summary', {}, da.recallScreens(screens.length)),
            h('ol', {}, ...screens.map((line) => h('li', {}, line))),
          )
        : null,
      h('small', { class: 'round-id' }, da.recallRound(r.roundId)),
    )
  }
}
