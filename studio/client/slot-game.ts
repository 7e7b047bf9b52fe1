import { RANKS } from '../../art/compose.ts'
import type { RoundAnswer, SlotDescription } from '../../contract/studio.ts'
import type { SlotOutcome, SpinView } from '../engine/slots/outcome.ts'
import { button, h, s } from './dom.ts'
import { formatOre } from './format.ts'
import type { GameContext, GameView } from './game.ts'
import { coinsToOre, screenCells, screenCoins, shownGrid } from './highlight.ts'
import { Reels } from './reels.ts'
import { da } from './text.ts'

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * A slot: the reels, a step banner and the bonus wheel. A round's outcome comes whole from the server
 * and is shown screen by screen in `spins` order: the base spin, then free spins, respins, cascade
 * drops or the wheel, each with its wins lit, then the round's total.
 */
export class SlotGame implements GameView {
  readonly el: HTMLElement
  readonly actionLabel = da.spin
  readonly autoplay = true
  readonly paced = true
  readonly stakeRule = 'any' as const
  private readonly reels: Reels
  private readonly banner = h('p', { class: 'banner', 'aria-hidden': 'true' })
  private readonly wheel = h('div', { class: 'wheel-box cover', hidden: true })
  private readonly buyButton: HTMLButtonElement | null

  constructor(
    private readonly ctx: GameContext,
    private readonly slot: SlotDescription,
  ) {
    const payingSymbols = slot.symbols.map((_, i) => i).filter((i) => slot.symbols[i] !== 'blank')
    this.reels = new Reels(
      slot.reels,
      slot.symbols,
      () => payingSymbols[Math.floor(Math.random() * payingSymbols.length)] ?? 2,
      ctx.art,
    )
    this.reels.el.style.setProperty('--reels', String(slot.reels))
    // Cells a little taller than wide, as players know them; the grid scales to the stage's height.
    this.reels.el.style.setProperty('--ratio', String((slot.reels / slot.rows) * 0.94))
    const buy =
      slot.buyPrice !== null
        ? button(da.buy(formatOre(Math.round(slot.buyPrice * ctx.stake()))), () => void this.buy(), {
            class: 'buy',
          })
        : null
    this.buyButton = buy
    this.el = h('section', { class: 'slot' }, this.banner, this.reels.el, this.wheel, buy)
    this.el.style.setProperty('--slot-chrome', buy ? 'calc(1.6em + 60px)' : '2em')
    this.reels.show(this.restingGrid())
    if (buy) {
      // The price follows the stake the player picks.
      addEventListener('stakechange', () => {
        buy.textContent = da.buy(formatOre(Math.round((slot.buyPrice ?? 0) * ctx.stake())))
      })
    }
  }

  /**
   * Before the first spin: the last recalled round's screen, or a calm grid that shows what the theme
   * draws for this game: its high symbols, wild and scatter on the outer rows, the card ranks between.
   */
  private restingGrid(): number[][] {
    const last = this.ctx.session.recall[0]?.outcome
    const first = last?.kind === 'slot' ? last.outcome.spins[0] : undefined
    if (first && first.grid.length === this.slot.reels) return first.grid
    const names = this.slot.symbols
    const all = names.map((_, i) => i).filter((i) => names[i] !== 'blank')
    const low = all.filter((i) => (RANKS as Record<string, string>)[names[i] ?? ''] !== undefined)
    const themed = all.filter((i) => !low.includes(i)).reverse()
    const pick = (from: number[], k: number) => from[k % Math.max(1, from.length)] ?? all[0] ?? 0
    const rows = this.slot.rows
    return Array.from({ length: this.slot.reels }, (_, r) =>
      Array.from({ length: rows }, (_, y) => {
        if (themed.length === 0 || (y > 0 && y < rows - 1)) return pick(low.length ? low : themed, r + y)
        return pick(themed, y === 0 ? r : r + 2)
      }),
    )
  }

  cost(): number {
    return this.ctx.stake()
  }

  play(): Promise<RoundAnswer | null> {
    return this.round(false)
  }

  private buy() {
    // The shell says why a buy failed, as for any round.
    return this.ctx.exclusive(() => this.round(true))
  }

  locked(on: boolean) {
    if (this.buyButton) this.buyButton.disabled = on
  }

  private async round(purchase: boolean): Promise<RoundAnswer | null> {
    this.banner.textContent = ''
    const answer = await this.ctx.api.spin(this.ctx.stake(), purchase, purchase ? undefined : this.ctx.auto())
    const outcome = answer.round.outcome
    if (outcome?.kind !== 'slot') throw new Error('the studio answered a slot spin without reels')
    await this.present(outcome.outcome)
    this.ctx.settled(answer)
    return answer
  }

  private async present(o: SlotOutcome) {
    const pace = { quick: this.ctx.quick() }
    const frees = o.spins.filter((v) => v.kind === 'free').length
    let free = 0
    for (const view of o.spins) {
      if (view.kind === 'free') free++
      this.banner.textContent = this.stepTitle(view, free, frees)
      if (view.kind === 'wheel') await this.spinWheel(view, o.stake, pace.quick)
      else if (view.kind === 'cascade') await this.reels.drop(shownGrid(view), pace)
      else await this.reels.spin(shownGrid(view), pace)
      const coins = screenCoins(view)
      if (view.kind !== 'wheel') this.reels.light(screenCells(view, this.slot.lines), view.held)
      if (coins > 0) {
        this.banner.textContent = `${this.stepTitle(view, free, frees)} · ${da.win} ${formatOre(coinsToOre(coins, o.stake))}`
        await pause(pace.quick ? 250 : 900)
      }
    }
    this.banner.textContent = o.jackpot
      ? da.jackpotWin
      : o.win > 0
        ? `${da.totalWin} ${formatOre(o.win)}`
        : ''
  }

  private stepTitle(view: SpinView, free: number, frees: number): string {
    const m = view.multiplier > 1 ? ` ${da.multiplier(view.multiplier)}` : ''
    if (view.kind === 'free') return `${da.freeSpinOf(free, frees)}${m}`
    return view.kind === 'base' ? '' : `${da.steps[view.kind]}${m}`
  }

  /** The bonus wheel: a themed disc turns and stops under the pointer, then shows its prize. */
  private async spinWheel(view: SpinView, stake: number, quick: boolean) {
    const prize = view.wins.find((w) => w.kind === 'wheel')
    const { palette } = this.ctx.art.art
    // The theme's metal and accent in turn, with its dark ground between, as a wheel of the theme.
    const fills = [palette.frame[0], palette.bg[0], palette.accent, palette.frame[1]]
    const slices = 12
    const disc = s('g', {})
    for (let i = 0; i < slices; i++) {
      const a0 = (i / slices) * 2 * Math.PI
      const a1 = ((i + 1) / slices) * 2 * Math.PI
      const pt = (a: number) => `${50 + 46 * Math.sin(a)},${50 - 46 * Math.cos(a)}`
      disc.append(
        s('path', {
          d: `M50,50 L${pt(a0)} A46,46 0 0 1 ${pt(a1)} Z`,
          fill: fills[i % fills.length],
          stroke: palette.bg[1],
          'stroke-width': 0.6,
        }),
      )
    }
    const text = h('p', { class: 'wheel-prize' })
    const svg = s(
      'svg',
      { viewBox: '0 0 100 100', class: 'wheel', 'aria-hidden': 'true' },
      disc,
      s('polygon', { points: '50,0 45,10 55,10', fill: '#fff' }),
    )
    this.wheel.replaceChildren(svg, text)
    this.wheel.hidden = false
    const turns = quick ? 1 : 4
    const anim = disc.animate(
      [{ transform: 'rotate(0deg)' }, { transform: `rotate(${turns * 360 + 15}deg)` }],
      {
        duration: quick ? 400 : 2600,
        easing: 'cubic-bezier(.15,.6,.2,1)',
        fill: 'forwards',
      },
    )
    disc.style.transformOrigin = '50px 50px'
    await anim.finished
    text.textContent = prize ? `${da.wheelPrize} ${formatOre(coinsToOre(prize.coins, stake))}` : ''
    await pause(quick ? 400 : 1400)
    this.wheel.hidden = true
  }
}
