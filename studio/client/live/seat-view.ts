import type { LiveRound, LiveSeat } from '../../../contract/live.ts'
import { button, h } from '../dom.ts'
import { formatOre } from '../format.ts'
import { roundSettled, tellParent } from '../frame.ts'
import type { PlayGuard } from '../play-guard.ts'
import { da, daErrors } from '../text.ts'
import type { LiveApi } from './api.ts'
import type { LiveBoard } from './board.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'

type Deps = {
  api: LiveApi
  board: LiveBoard
  table: TableView
  guard: PlayGuard
  say: (text: string) => void
  lobby: string
  /** The round the table shows now. */
  round: () => LiveRound | null
  balance: number
}

/**
 * The player's own place at the table: the balance, the bets sent (the server alone decides whether
 * the round still takes them), the decisions the seat may make, and the payout, credited in the
 * view once per round and only after the result has been drawn.
 */
export class SeatView {
  readonly balanceEl = h('output', { class: 'balance', 'aria-live': 'polite' })
  readonly payoutEl = h('p', { class: 'live-payout', 'aria-live': 'polite' })
  readonly spotWinsEl = h('p', { class: 'live-spot-wins', 'aria-label': daLive.spotWins })
  readonly decisions = h('div', { class: 'live-decisions', role: 'group', hidden: true })
  readonly placeBtn = button(daLive.placeBet, () => void this.place(), { class: 'main' })
  private balance: number
  private seat: LiveSeat | null = null
  private paidRound: string | null = null
  /** The round whose result the table has finished drawing. */
  private shownReveal: string | null = null
  private busy = false

  constructor(private readonly d: Deps) {
    this.balance = d.balance
    this.showBalance()
  }

  /** A new round: nothing staked in it yet. */
  newRound() {
    this.seat = null
    this.decisions.hidden = true
  }

  /** The round moved on: a payout stays in view through the next betting window, until that round closes. */
  clearOldPayout(round: LiveRound) {
    const p = this.payoutEl
    if (round.phase === 'open' || p.dataset.round === round.id) return
    p.textContent = ''
    this.spotWinsEl.textContent = ''
    delete p.dataset.payout
    delete p.dataset.round
  }

  /** The decisions show only in the round's deciding window. */
  decide(round: LiveRound) {
    if (round.phase !== 'deciding') this.decisions.hidden = true
    else if (this.seat) this.onSeat(this.seat)
  }

  /** The table has drawn round `id`'s result: its payout may now be shown. */
  revealShown(id: string) {
    this.shownReveal = id
    this.settle()
  }

  onSeat(s: LiveSeat) {
    const { board, table } = this.d
    const round = this.d.round()
    if (round && s.roundId !== round.id) return
    this.seat = s
    board.setAccepted(s.bets)
    if (s.view !== null) table.seat?.(s.view)
    this.decisions.hidden = !(round?.phase === 'deciding' && s.actions.length > 0)
    this.decisions.replaceChildren(
      ...s.actions.map((a) => button(daLive.actions[a] ?? a, () => void this.act(a), { 'data-action': a })),
    )
    this.settle()
  }

  private showBalance() {
    this.balanceEl.value = `${da.balance} ${formatOre(this.balance)}`
  }

  private async place() {
    const { api, board, say } = this.d
    const round = this.d.round()
    const bets = board.pendingBets()
    if (!round || bets.length === 0) {
      say(daLive.betNone)
      return
    }
    if (this.busy) return
    this.busy = true
    this.placeBtn.disabled = true
    try {
      const a = await api.bet(round.id, bets)
      this.balance = a.balance
      this.showBalance()
      board.clearPending()
      board.setAccepted(a.accepted)
      say(daLive.betAccepted)
    } catch (e) {
      say(e instanceof Error && e.message ? e.message : daErrors.UNKNOWN)
      if (e instanceof Error && 'code' in e && (e.code === 'SESSION_ENDED' || e.code === 'NO_SESSION'))
        tellParent({ type: 'logout', reason: 'session' }, this.d.lobby)
    } finally {
      this.busy = false
      this.placeBtn.disabled = false
    }
  }

  private async act(action: string) {
    const round = this.d.round()
    if (!round) return
    try {
      const a = await this.d.api.act(round.id, action)
      this.balance = a.balance
      this.showBalance()
      this.onSeat(a.seat)
    } catch (e) {
      this.d.say(e instanceof Error && e.message ? e.message : daErrors.UNKNOWN)
    }
  }

  /** Pays out once per round in the view, after the result has been drawn. */
  private settle() {
    const round = this.d.round()
    const seat = this.seat
    const p = this.payoutEl
    if (!round || !seat || seat.roundId !== round.id || this.paidRound === round.id) return
    if (seat.state === 'voided') {
      this.paidRound = round.id
      this.balance += seat.stake
      p.textContent = daLive.stakeBack(formatOre(seat.stake))
      p.dataset.round = round.id
    } else if (seat.state === 'settled' && seat.payout !== null && this.shownReveal === round.id) {
      this.paidRound = round.id
      this.balance += seat.payout
      this.d.guard.add(seat.stake, seat.payout)
      p.textContent = seat.payout > 0 ? daLive.payout(formatOre(seat.payout)) : daLive.noWin
      p.dataset.payout = String(seat.payout)
      p.dataset.round = round.id
      const wins = seat.returns.filter((r) => r.amount > 0)
      const won = new Set(wins.map((r) => r.spot))
      this.d.board.mark((spot) => won.has(spot))
      // Each paying spot with what it paid back, the stake included ('To tal 4-5: 18,00 kr.').
      this.spotWinsEl.textContent = wins
        .map((r) => `${this.d.board.nameOf(r.spot)}: ${formatOre(r.amount)}`)
        .join(' · ')
    } else return
    this.showBalance()
    roundSettled()
  }
}
