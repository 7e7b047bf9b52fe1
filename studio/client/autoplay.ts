import type { AutoplayRun } from '../../contract/studio.ts'
import { button, h } from './dom.ts'
import { da } from './text.ts'

const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const

/** '12,50' or '12.5' kr. -> 1250 øre; empty or not a positive amount -> null. */
function krToOre(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null
  const ore = Math.round(Number(t) * 100)
  return ore > 0 && ore <= 100_000_000 ? ore : null
}

const runId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `run-${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * The autoplay settings (issue 30, item 5): how many rounds, a loss limit (required for money, the
 * studio refuses a money run without one) and an optional single-win limit. Starting hands the run
 * to the shell, which sends it with each round so the server enforces it too.
 */
export class AutoplayDialog {
  readonly el: HTMLDialogElement
  private rounds: number = AUTOPLAY_COUNTS[0]
  private readonly counts: HTMLButtonElement[] = []
  private readonly loss = h('input', { id: 'auto-loss', inputmode: 'decimal', autocomplete: 'off' })
  private readonly win = h('input', { id: 'auto-win', inputmode: 'decimal', autocomplete: 'off' })
  private readonly error = h('p', { class: 'form-error', role: 'alert' })

  constructor(
    private readonly money: boolean,
    onStart: (run: AutoplayRun) => void,
  ) {
    const group = h('div', { class: 'actions', role: 'group', 'aria-label': da.autoRounds })
    for (const n of AUTOPLAY_COUNTS) {
      const b = button(da.autoplayCount(n), () => this.pick(n), { 'aria-pressed': String(n === this.rounds) })
      this.counts.push(b)
      group.append(b)
    }
    this.el = h(
      'dialog',
      { class: 'sheet autoplay', 'aria-labelledby': 'auto-title' },
      h('h2', { id: 'auto-title' }, da.autoTitle),
      h('p', { class: 'field-label' }, da.autoRounds),
      group,
      h(
        'p',
        { class: 'field' },
        h('label', { for: 'auto-loss' }, money ? da.lossLimit : `${da.lossLimit}, ${da.optional}`),
        this.loss,
      ),
      h('p', { class: 'field' }, h('label', { for: 'auto-win' }, `${da.winLimit}, ${da.optional}`), this.win),
      this.error,
      h(
        'div',
        { class: 'actions' },
        button(da.autoStart, () => this.start(onStart), { class: 'main' }),
        button(da.closeDialog, () => this.el.close()),
      ),
    )
  }

  open() {
    this.error.textContent = ''
    this.el.showModal()
  }

  private pick(n: number) {
    this.rounds = n
    this.counts.forEach((b, i) => {
      b.setAttribute('aria-pressed', String(AUTOPLAY_COUNTS[i] === n))
    })
  }

  private start(onStart: (run: AutoplayRun) => void) {
    const lossLimit = krToOre(this.loss.value)
    const winLimit = krToOre(this.win.value)
    if (this.money && lossLimit === null) {
      this.error.textContent = da.autoNeedsLoss
      this.loss.focus()
      return
    }
    this.el.close()
    onStart({ run: runId(), rounds: this.rounds, lossLimit, winLimit })
  }
}
