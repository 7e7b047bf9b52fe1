import type { AutoplayRun, RoundAnswer, StudioBalance, StudioSession } from '../../contract/studio.ts'
import { type StudioApi, StudioError } from './api.ts'
import type { GameArt } from './art.ts'
import { AutoplayDialog } from './autoplay.ts'
import { Celebration, tierOf } from './celebrate.ts'
import { button, h } from './dom.ts'
import { fitToFrame } from './fit.ts'
import { formatOre } from './format.ts'
import { roundSettled, tellParent } from './frame.ts'
import type { GameContext, GameView } from './game.ts'
import { PlayGuard } from './play-guard.ts'
import { RecallDialog } from './recall.ts'
import { rulesDialog } from './rules.ts'
import { sound } from './sound.ts'
import { affordable, initialStake, stakesFor, stepStake } from './stakes.ts'
import { da, daErrors } from './text.ts'

const STAKE_KEY = (gameId: string) => `studio.stake.${gameId}`
/** Issue 30: a money slot round lasts at least 3 s from its start to the next one's (the server enforces it too). */
const MONEY_ROUND_MS = 3000
const PACE_MARGIN_MS = 600
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Whether a round opened a feature (free spins, respins, a cascade or the wheel): autoplay stops. */
const hadFeature = (a: RoundAnswer) =>
  a.round.outcome?.kind === 'slot' && a.round.outcome.outcome.spins.some((v) => v.kind !== 'base')

/**
 * The frame around every game: the name, the clock, session time and net result, sound, rules,
 * history, lobby and close on top; the game's own view in the middle, scaled to the space left; the
 * balance, stake, the main button and autoplay at the bottom (in the thumb's reach on a phone).
 */
export class Shell {
  private readonly balanceEl = h('output', { class: 'balance', 'aria-live': 'polite' })
  private readonly stakeEl = h('output', { class: 'stake-value', id: 'stake-value' })
  private readonly message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  private readonly autoLeftEl = h('output', { class: 'auto-left', 'aria-live': 'polite' })
  private readonly main: HTMLButtonElement
  private readonly auto: HTMLButtonElement
  private readonly quickBtn: HTMLButtonElement
  private readonly muteBtn: HTMLButtonElement
  private readonly recall: RecallDialog
  private readonly autoDialog: AutoplayDialog
  private readonly guard: PlayGuard
  private readonly celebration = new Celebration()
  private ladder: number[] = []
  private stake = 0
  private balance: StudioBalance
  private quick = false
  private busy = false
  private autoLeft = 0
  private run: AutoplayRun | null = null
  private lastStart = 0
  private view!: GameView
  private stakeButtons: HTMLButtonElement[] = []

  constructor(
    private readonly root: HTMLElement,
    private readonly api: StudioApi,
    private readonly session: StudioSession,
    private readonly art: GameArt,
  ) {
    this.balance = session.balance
    this.main = button(da.spin, () => void this.playOnce(), { class: 'main' })
    this.auto = button(da.autoplay, () => this.toggleAuto(), { class: 'auto', 'aria-haspopup': 'dialog' })
    this.quickBtn = button('⚡', () => this.toggleQuick(), {
      'aria-pressed': 'false',
      class: 'icon quick',
      'aria-label': da.quick,
      title: da.quick,
    })
    this.muteBtn = button('', () => this.toggleMute(), {
      class: 'icon mute',
      'aria-label': da.sound,
      title: da.sound,
      'aria-pressed': String(!sound.muted),
    })
    this.paintMute()
    this.recall = new RecallDialog(api, session.game, session.recall)
    this.autoDialog = new AutoplayDialog(session.mode === 'money', (run) => void this.startAuto(run))
    this.guard = new PlayGuard(() => this.stopGame())
  }

  context(): GameContext {
    return {
      api: this.api,
      game: this.session.game,
      session: this.session,
      art: this.art,
      stake: () => this.stake,
      quick: () => this.quick && this.session.mode === 'fun',
      auto: () => this.run ?? undefined,
      settled: (a) => this.settled(a),
      progressed: (a) => this.showBalance(a.balance),
      say: (t) => this.say(t),
      exclusive: (play) => this.exclusive(play),
    }
  }

  mount(view: GameView) {
    this.view = view
    const { game } = this.session
    const root = document.documentElement
    this.art.paint(root)
    root.dataset.kind = game.kind
    this.ladder = stakesFor(game.stakes, view.stakeRule)
    const remembered = Number(localStorage.getItem(STAKE_KEY(game.gameId)) ?? Number.NaN)
    this.stake = initialStake(this.ladder, Number.isSafeInteger(remembered) ? remembered : null) ?? 0
    this.main.textContent = view.actionLabel
    const lobby = this.session.lobbyUrl
    const icon = (glyph: string, label: string, onClick: () => void, cls = '') =>
      button(glyph, onClick, { class: `icon ${cls}`, 'aria-label': label, title: label })
    const header = h(
      'header',
      { class: 'top' },
      h('h1', {}, game.name),
      h('span', { class: 'mode' }, this.session.mode === 'fun' ? da.fun : da.money),
      this.guard.strip,
      h(
        'nav',
        { class: 'tools' },
        this.muteBtn,
        icon('?', da.rules, () => rulesDialog(game, this.ladder, this.stake, this.art).showModal()),
        icon('↺', da.recall, () => void this.recall.open()),
        icon('⌂', da.lobby, () => tellParent({ type: 'back-to-lobby' }, lobby)),
        icon('✕', da.close, () => tellParent({ type: 'game-close' }, lobby), 'close'),
      ),
    )
    const stakeBox = h(
      'div',
      { class: 'stake', role: 'group', 'aria-label': da.stake },
      ...this.stakeControls(),
    )
    const fun = this.session.mode === 'fun'
    const controls = h(
      'footer',
      { class: 'controls' },
      h('div', { class: 'wallet' }, this.balanceEl, view.autoplay ? this.autoLeftEl : null),
      stakeBox,
      this.main,
      h('div', { class: 'extra' }, view.autoplay ? this.auto : null),
      h(
        'div',
        { class: 'more' },
        // Quick spin only for fun: money rounds keep their pace (issue 30).
        fun ? this.quickBtn : null,
        fun
          ? button('⟲', () => void this.funReset(), {
              class: 'icon reset',
              'aria-label': da.funReset,
              title: da.funReset,
            })
          : null,
      ),
    )
    const stage = h('div', { class: 'stage' }, view.el, this.celebration.el)
    this.root.replaceChildren(
      header,
      this.message,
      stage,
      controls,
      this.recall.el,
      this.autoDialog.el,
      this.guard.dialog,
    )
    this.root.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest('button')) sound.play('button')
    })
    fitToFrame(this.root)
    this.showBalance(this.balance)
    this.setStake(this.stake)
    for (const r of this.session.resolved) this.say(r.message)
    if (this.session.open && view.resume) view.resume(this.session.open)
  }

  private stakeControls() {
    const down = button('−', () => this.setStake(stepStake(this.ladder, this.stake, -1)), {
      'aria-label': da.stakeDown,
    })
    const up = button('+', () => this.setStake(stepStake(this.ladder, this.stake, 1)), {
      'aria-label': da.stakeUp,
    })
    this.stakeButtons = [down, up]
    return [down, h('label', { for: 'stake-value' }, da.stake), this.stakeEl, up]
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
    this.guard.add(a.round.stake, a.round.win)
    const r = a.round
    const tier = tierOf(r.win, r.stake)
    // Less than the stake back is a return, said plainly and not celebrated.
    this.say(
      tier === 'none'
        ? da.noWin
        : tier === 'return'
          ? da.returned(formatOre(r.win))
          : `${da.win} ${formatOre(r.win)}`,
    )
    this.root.dataset.tier = tier
  }

  private say(text: string) {
    this.message.textContent = text
  }

  /** One main action; answers the settled round (null if none). Errors end autoplay and say why. */
  private playOnce(): Promise<RoundAnswer | null> {
    if (this.busy) return Promise.resolve(null)
    const cost = this.view.cost()
    if (!affordable(this.balance.balance + this.balance.bonusBalance, cost) && cost > 0) {
      this.say(daErrors.INSUFFICIENT_FUNDS)
      return Promise.resolve(null)
    }
    return this.exclusive(() => this.view.play())
  }

  /**
   * Plays one round of any kind (the main action, a bonus buy) with the game's controls off until it
   * has been shown whole: a bought feature's free spins hold Spin, Autospil and the stake as the
   * server holds the game (issue 29.3).
   */
  private async exclusive(play: () => Promise<RoundAnswer | null>): Promise<RoundAnswer | null> {
    if (this.busy) return null
    this.lock(true)
    try {
      await this.guard.clear()
      if (this.session.mode === 'money' && this.view.paced) {
        // A margin over the 3 s: the server measures between the calls' arrivals, not their departures.
        const wait = this.lastStart + MONEY_ROUND_MS + PACE_MARGIN_MS - Date.now()
        if (wait > 0) await pause(wait)
      }
      this.lastStart = Date.now()
      const answer = await play()
      if (answer) await this.celebration.show(answer.round.win, answer.round.stake)
      return answer
    } catch (e) {
      this.fail(e)
      return null
    } finally {
      this.lock(false)
    }
  }

  private lock(on: boolean) {
    this.busy = on
    this.main.disabled = on
    for (const b of this.stakeButtons) b.disabled = on
    // A running autoplay keeps its Stop button.
    this.auto.disabled = on && this.autoLeft === 0 && this.run === null
    this.view.locked?.(on)
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
    this.autoDialog.open()
  }

  /**
   * Plays the run's rounds: stops before a round that could take the loss past the limit, after a
   * feature, after a single win at the win limit, on 'Stop' and on any refusal. The run rides along
   * with each round so the server holds it to the same limits.
   */
  private async startAuto(run: AutoplayRun) {
    this.run = run
    this.autoLeft = run.rounds
    let net = 0
    let why: string = da.autoDone
    this.auto.textContent = da.stop
    this.auto.setAttribute('aria-label', da.stop)
    while (this.autoLeft > 0) {
      if (run.lossLimit !== null && -net + this.view.cost() > run.lossLimit) {
        why = da.autoStoppedLoss
        break
      }
      this.autoLeftEl.value = da.autoplayLeft(this.autoLeft)
      this.autoLeft--
      const a = await this.playOnce()
      if (!a) {
        why = ''
        break
      }
      net += a.round.win - a.round.stake
      if (hadFeature(a)) {
        why = da.autoStoppedFeature
        break
      }
      if (run.winLimit !== null && a.round.win >= run.winLimit) {
        why = da.autoStoppedWin
        break
      }
    }
    this.autoLeft = 0
    this.run = null
    this.autoLeftEl.value = ''
    if (why) this.say(why)
    this.auto.textContent = da.autoplay
    this.auto.removeAttribute('aria-label')
  }

  private toggleQuick() {
    this.quick = !this.quick
    this.quickBtn.setAttribute('aria-pressed', String(this.quick))
  }

  private toggleMute() {
    sound.setMuted(!sound.muted)
    this.paintMute()
  }

  private paintMute() {
    this.muteBtn.textContent = '♪'
    this.muteBtn.classList.toggle('off', sound.muted)
    this.muteBtn.setAttribute('aria-pressed', String(!sound.muted))
  }

  /** 'Stop spillet' in the reality check: autoplay ends and the player goes back to the casino. */
  private stopGame() {
    this.autoLeft = 0
    tellParent({ type: 'back-to-lobby' }, this.session.lobbyUrl)
  }

  private async funReset() {
    try {
      this.showBalance(await this.api.funReset())
    } catch (e) {
      this.fail(e)
    }
  }
}
