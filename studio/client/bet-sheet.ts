import { button, h } from './dom.ts'
import { da } from './text.ts'

/**
 * A betting board that shows inline where it fits and otherwise in a bet sheet (issue 30, item 4:
 * roulette and sic bo on a phone): when the view would overflow its stage, the board hides and
 * 'Placer indsatser' opens it in a dialog, laid out for a phone (roulette's numbers in 3 columns).
 */
export class BetSheet {
  readonly inline: HTMLDivElement
  readonly opener: HTMLButtonElement
  readonly dialog: HTMLDialogElement

  constructor(...parts: (Node | null)[]) {
    this.inline = h('div', { class: 'board-inline' }, ...parts)
    this.dialog = h(
      'dialog',
      { class: 'sheet bet-sheet', 'aria-label': da.bets },
      button(da.closeDialog, () => this.dialog.close(), { class: 'sheet-done' }),
    )
    this.opener = button(da.bets, () => this.open(), { class: 'sheet-open main' })
    this.dialog.addEventListener('close', () => this.opener.before(this.inline))
  }

  private open() {
    this.dialog.prepend(this.inline)
    this.dialog.showModal()
  }

  /** Watches the view: sheeted exactly when the inline board would not fit. */
  watch(view: HTMLElement) {
    const decide = () => {
      if (this.dialog.open || !view.isConnected) return
      view.classList.remove('sheeted')
      const over = view.scrollHeight > view.clientHeight + 2 || view.scrollWidth > view.clientWidth + 2
      view.classList.toggle('sheeted', over)
    }
    new ResizeObserver(() => decide()).observe(view)
    requestAnimationFrame(decide)
  }
}
