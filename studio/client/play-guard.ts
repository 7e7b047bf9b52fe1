import { button, h } from './dom.ts'
import { formatOre } from './format.ts'
import { askCasinoSession } from './frame.ts'
import { da } from './text.ts'

/** The reality check's intervals a player may choose, minutes; 60 unless they chose. */
const REALITY_MINUTES = [15, 30, 60] as const
const REALITY_KEY = 'studio.reality'
const CLOCK = new Intl.DateTimeFormat('da-DK', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Copenhagen',
})
const pad = (n: number) => String(n).padStart(2, '0')
const duration = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000))
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
const signed = (ore: number) => (ore > 0 ? `+${formatOre(ore)}` : formatOre(ore))

function chosenMinutes(): number {
  const n = Number(localStorage.getItem(REALITY_KEY))
  return (REALITY_MINUTES as readonly number[]).includes(n) ? n : 60
}

/**
 * What keeps the player informed while playing (issue 30, item 5): the clock, the session timer and
 * the session's net result always on screen, and the reality check every 15, 30 or 60 minutes of play
 * with the time played and the net result, 'Fortsæt' or 'Stop spillet'. While it is open no round
 * starts (autoplay waits). The session timer counts from the casino login when the casino tells it.
 */
export class PlayGuard {
  readonly strip: HTMLButtonElement
  readonly dialog: HTMLDialogElement
  private readonly clock = h('time', { class: 'clock' })
  private readonly session = h('time', { class: 'session-time' })
  private readonly netEl = h('output', { class: 'net' })
  private readonly played = h('p', { class: 'reality-played' })
  private readonly netLine = h('p', { class: 'reality-net' })
  private readonly opened = Date.now()
  private since = this.opened
  private lastCheck = this.opened
  private net = 0
  private every = chosenMinutes()
  private waiting: (() => void)[] = []

  constructor(onStop: () => void) {
    this.strip = h(
      'button',
      { type: 'button', class: 'guard', 'aria-label': da.playInfo },
      h('span', {}, `${da.clock} `, this.clock),
      h('span', {}, `${da.sessionTime} `, this.session),
      h('span', {}, `${da.net} `, this.netEl),
    )
    this.strip.addEventListener('click', () => this.show())
    const select = h('select', { id: 'reality-every' })
    for (const m of REALITY_MINUTES) {
      const o = h('option', { value: m }, da.minutes(m))
      o.selected = m === this.every
      select.append(o)
    }
    select.addEventListener('change', () => {
      this.every = Number(select.value)
      localStorage.setItem(REALITY_KEY, String(this.every))
    })
    this.dialog = h(
      'dialog',
      { class: 'sheet reality', 'aria-labelledby': 'reality-title' },
      h('h2', { id: 'reality-title' }, da.realityTitle),
      this.played,
      this.netLine,
      h('p', {}, h('label', { for: 'reality-every' }, `${da.realityEvery} `), select),
      h(
        'div',
        { class: 'actions' },
        button(da.continue, () => this.dialog.close(), { class: 'main' }),
        button(da.stopGame, () => {
          this.dialog.close()
          onStop()
        }),
      ),
    )
    this.dialog.addEventListener('close', () => {
      this.lastCheck = Date.now()
      for (const go of this.waiting.splice(0)) go()
    })
    askCasinoSession((since) => {
      if (since <= Date.now()) this.since = since
      this.tick()
    })
    this.tick()
    setInterval(() => this.tick(), 1000)
  }

  /** A settled round: its stake and what it paid, øre. */
  add(stake: number, win: number) {
    this.net += win - stake
    this.tick()
  }

  /** Resolves at once, or when the player has answered the reality check. */
  clear(): Promise<void> {
    this.tick()
    if (!this.dialog.open) return Promise.resolve()
    return new Promise((go) => this.waiting.push(go))
  }

  private show() {
    const minutes = Math.floor((Date.now() - this.opened) / 60_000)
    this.played.textContent = da.realityPlayed(minutes)
    this.netLine.textContent = da.realityNet(signed(this.net))
    if (!this.dialog.open) this.dialog.showModal()
  }

  private tick() {
    const now = Date.now()
    this.clock.textContent = CLOCK.format(now)
    this.session.textContent = duration(now - this.since)
    this.netEl.value = signed(this.net)
    this.netEl.classList.toggle('down', this.net < 0)
    if (now - this.lastCheck >= this.every * 60_000 && !this.dialog.open) this.show()
  }
}
