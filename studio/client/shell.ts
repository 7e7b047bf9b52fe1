import type { RoundAnswer, StudioBalance, StudioSession } from '../../contract/studio.ts'
import { type StudioApi, StudioError } from './api.ts'
import { button, h } from './dom.ts'
import { formatOre } from './format.ts'
import { roundSettled, tellParent } from './frame.ts'
import type { GameContext, GameView } from './game.ts'
import { RecallDialog } from './recall.ts'
import { rulesDialog } from './rules.ts'
import { affordable, initialStake, stakesFor, stepStake } from './stakes.ts'
import { da, daErrors } from './text.ts'
import { paletteOf } from './theme.ts'

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const
const STAKE_KEY = (gameId: string) => `studio.stake.${gameId}`

/**
 * The frame around every game: balance, stake selector, the main button, autoplay and quick spin,
 * the rules and history dialogs, lobby and close, the message line. The game view draws the round.
 */
export class Shell {
  private readonly balanceEl = h('output', { class: 'balance', 'aria-live': 'polite' })
  private readonly stakeEl = h('output', { class: 'stake-value', id: 'stake-value' })
  private readonly message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  private readonly main: HTMLButtonElement
  private readonly auto: HTMLButtonElement
  private readonly autoMenu = h('div', {
    class: 'auto-menu',
    hidden: true,
    role: 'group',
    'aria-label': da.autoplay,
  })
  private readonly quickBtn: HTMLButtonElement
  private readonly recall: RecallDialog
  private ladder: number[] = []
  private stake = 0
  private balance: StudioBalance
  private quick = false
  private busy = false
  private autoLeft = 0
  private view!: GameView

  constructor(
    private readonly root: HTMLElement,
    private readonly api: StudioApi,
    private readonly session: StudioSession,
  ) {
    this.balance = session.balance
    this.main = button(da.spin, () => void this.playOnce(), { class: 'main' })
    this.auto = button(da.autoplay, () => this.toggleAuto(), { 'aria-expanded': 'false' })
    this.quickBtn = button(da.quick, () => this.toggleQuick(), { 'aria-pressed': 'false' })
    this.recall = new RecallDialog(api, session.game, session.recall)
    for (const n of AUTOPLAY_COUNTS)
      this.autoMenu.append(button(da.autoplayCount(n), () => void this.startAuto(n)))
  }

  context(): GameContext {
    const palette = paletteOf(this.session.game.theme)
    return {
      api: this.api,
      game: this.session.game,
      session: this.session,
      palette,
      stake: () => this.stake,
      quick: () => this.quick,
      settled: (a) => this.settled(a),
      progressed: (a) => this.showBalance(a.balance),
      say: (t) => this.say(t),
    }
  }

  mount(view: GameView) {
    this.view = view
    const { game } = this.session
    const p = paletteOf(game.theme)
    document.documentElement.style.setProperty('--bg', p.bg)
    document.documentElement.style.setProperty('--reel', p.reel)
    document.documentElement.style.setProperty('--frame', p.frame)
    document.documentElement.style.setProperty('--accent', p.accent)
    this.ladder = stakesFor(game.stakes, view.stakeRule)
    const remembered = Number(localStorage.getItem(STAKE_KEY(game.gameId)) ?? Number.NaN)
    this.stake = initialStake(this.ladder, Number.isSafeInteger(remembered) ? remembered : null) ?? 0
    this.main.textContent = view.actionLabel
    const lobby = this.session.lobbyUrl
    const header = h(
      'header',
      { class: 'top' },
      h('h1', {}, game.name),
      h('span', { class: 'mode' }, this.session.mode === 'fun' ? da.fun : da.money),
      button(da.rules, () => rulesDialog(game, this.ladder).showModal()),
      button(da.recall, () => void this.recall.open()),
      button(da.lobby, () => tellParent({ type: 'back-to-lobby' }, lobby)),
      button(da.close, () => tellParent({ type: 'game-close' }, lobby), {
        'aria-label': da.close,
        class: 'close',
      }),
    )
    const stakeBox = h(
      'div',
      { class: 'stake', role: 'group', 'aria-label': da.stake },
      button('−', () => this.setStake(stepStake(this.ladder, this.stake, -1)), {
        'aria-label': da.stakeDown,
      }),
      h('label', { for: 'stake-value' }, da.stake),
      this.stakeEl,
      button('+', () => this.setStake(stepStake(this.ladder, this.stake, 1)), { 'aria-label': da.stakeUp }),
    )
    const controls = h(
      'footer',
      { class: 'controls' },
      h('div', { class: 'wallet' }, this.balanceEl),
      stakeBox,
      this.main,
      view.autoplay ? this.auto : null,
      view.autoplay ? this.autoMenu : null,
      this.quickBtn,
      this.session.mode === 'fun' ? button(da.funReset, () => void this.funReset()) : null,
    )
    this.root.replaceChildren(header, this.message, view.el, controls, this.recall.el)
    this.showBalance(this.balance)
    this.setStake(this.stake)
    for (const r of this.session.resolved) this.say(r.message)
    if (this.session.open && view.resume) view.resume(this.session.open)
  }

  private setStake(stake: number) {
    this.stake = stake
    this.stakeEl.value = formatOre(stake)
    localStorage.setItem(STAKE_KEY(this.session.game.gameId), String(stake))
    dispatchEvent(new Event('stakechange'))
  }

  private showBalance(b: StudioBalance) {
    this.balance = b
    const label = b.mode === 'fun' ? da.funBalance : da.balance
    const bonus = b.bonusBalance > 0 ? ` · ${da.bonus} ${formatOre(b.bonusBalance)}` : ''
    this.balanceEl.value = `${label} ${formatOre(b.balance)}${bonus}`
  }

  private settled(a: RoundAnswer) {
    this.showBalance(a.balance)
    if (a.balance.mode === 'money') roundSettled()
    this.recall.add(a.round)
    const r = a.round
    this.say(r.win > 0 ? `${da.win} ${formatOre(r.win)}` : da.noWin)
  }

  private say(text: string) {
    this.message.textContent = text
  }

  /** One main action; errors end autoplay and say why in Danish. */
  private async playOnce(): Promise<boolean> {
    if (this.busy) return false
    if (
      !affordable(this.balance.balance + this.balance.bonusBalance, this.view.cost()) &&
      this.view.cost() > 0
    ) {
      this.say(daErrors.INSUFFICIENT_FUNDS)
      return false
    }
    this.busy = true
    this.main.disabled = true
    try {
      const answer = await this.view.play()
      return answer !== null
    } catch (e) {
      this.fail(e)
      return false
    } finally {
      this.busy = false
      this.main.disabled = false
    }
  }

  private fail(e: unknown) {
    if (e instanceof StudioError && (e.code === 'SESSION_ENDED' || e.code === 'NO_SESSION')) {
      this.say(e.message)
      tellParent({ type: 'logout', reason: 'session' }, this.session.lobbyUrl)
      return
    }
    this.say(e instanceof Error && e.message ? e.message : daErrors.UNKNOWN)
  }

  private toggleAuto() {
    if (this.autoLeft > 0) {
      this.autoLeft = 0
      return
    }
    const open = this.autoMenu.hidden
    this.autoMenu.hidden = !open
    this.auto.setAttribute('aria-expanded', String(open))
  }

  /** Repeats the main action `n` times; 'Stop' (the same button) or any refusal ends it. */
  private async startAuto(n: number) {
    this.autoMenu.hidden = true
    this.auto.setAttribute('aria-expanded', 'false')
    this.autoLeft = n
    while (this.autoLeft > 0) {
      this.auto.textContent = da.stop
      this.auto.setAttribute('aria-label', da.stop)
      this.auto.title = da.autoplayLeft(this.autoLeft)
      this.autoLeft--
      if (!(await this.playOnce())) this.autoLeft = 0
    }
    this.auto.textContent = da.autoplay
    this.auto.removeAttribute('aria-label')
    this.auto.title = ''
  }

  private toggleQuick() {
    this.quick = !this.quick
    this.quickBtn.setAttribute('aria-pressed', String(this.quick))
  }

  private async funReset() {
    try {
      this.showBalance(await this.api.funReset())
    } catch (e) {
      this.fail(e)
    }
  }
}
