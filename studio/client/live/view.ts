import './live.css'
import type { LiveGameInfo, LiveRound, LiveState } from '../../../contract/live.ts'
import type { StudioSession } from '../../../contract/studio.ts'
import type { StudioApi } from '../api.ts'
import { button, h } from '../dom.ts'
import { fitToFrame } from '../fit.ts'
import { formatOre } from '../format.ts'
import { tellParent } from '../frame.ts'
import { PlayGuard } from '../play-guard.ts'
import { da } from '../text.ts'
import { LiveApi } from './api.ts'
import { LiveBoard } from './board.ts'
import { cardsTable } from './cards-table.ts'
import { LiveCountdown } from './countdown.ts'
import { ProofPanel } from './proof-panel.ts'
import { rouletteTable } from './roulette.ts'
import { SeatView } from './seat-view.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'
import { wheelTable } from './wheel.ts'

function tableFor(info: LiveGameInfo, board: LiveBoard): TableView {
  switch (info.kind) {
    case 'roulette':
      return rouletteTable(board, false)
    case 'lyn-roulette':
      return rouletteTable(board, true)
    case 'wheel':
      return wheelTable(board)
    default:
      return cardsTable(board, info.kind)
  }
}

/** The top bar: the table's name, the live mark, viewers, the play guard's strip, lobby and close. */
function liveHeader(session: StudioSession, viewersEl: HTMLElement, guard: PlayGuard) {
  const lobby = session.lobbyUrl
  return h(
    'header',
    { class: 'top' },
    h('h1', {}, session.game.name),
    h('span', { class: 'mode live-badge' }, daLive.live),
    viewersEl,
    guard.strip,
    h(
      'nav',
      { class: 'tools' },
      button('⌂', () => tellParent({ type: 'back-to-lobby' }, lobby), {
        class: 'icon',
        'aria-label': da.lobby,
        title: da.lobby,
      }),
      button('✕', () => tellParent({ type: 'game-close' }, lobby), {
        'aria-label': da.close,
        title: da.close,
        class: 'icon close',
      }),
    ),
  )
}

const PHASE_TEXT: Record<LiveRound['phase'], string> = {
  open: daLive.open,
  closed: daLive.closed,
  deciding: daLive.deciding,
  result: daLive.result,
  settled: daLive.settled,
  voided: daLive.voided,
}

/**
 * A live table: the server's rounds as every viewer sees them (SSE state), the countdown from the
 * round's closesAt on the server's clock (countdown.ts), the player's own seat, bets, decisions and
 * payout (seat-view.ts), the result drawn by the table kind's view, and the commitment check
 * (proof-panel.ts). The server decides everything; this only shows it.
 */
export function mountLive(root: HTMLElement, studio: StudioApi, session: StudioSession): void {
  const info = session.game.live
  if (!info) throw new Error('a live view for a game that is no live table')
  void studio // the live calls have their own paths; the single-player API is not used here
  const api = new LiveApi(session.seq)
  let state: LiveState | null = null
  const current = () => state?.round ?? null
  /** The round this view saw before its reveal (so its result is animated, not just shown). */
  let seenBefore: string | null = null
  let drawn = ''
  let drawing: Promise<void> = Promise.resolve()

  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  const say = (t: string) => {
    message.textContent = t
  }
  const board = new LiveBoard(info.limits, say)
  const table = tableFor(info, board)
  const lobby = session.lobbyUrl
  // The clock, session time and net result stay on screen at a live table too (issue 30, item 5).
  const guard = new PlayGuard(() => tellParent({ type: 'back-to-lobby' }, lobby))
  const seats = new SeatView({
    api,
    board,
    table,
    guard,
    say,
    lobby,
    round: current,
    balance: session.balance.balance,
  })
  const countdown = new LiveCountdown(api, current)
  const proof = new ProofPanel()
  const viewersEl = h('span', { class: 'live-viewers' })
  const roundEl = h('span', { class: 'live-round' })
  const phaseEl = h('strong', { class: 'live-phase' })
  const lastEl = h('ol', { class: 'live-last', 'aria-label': daLive.lastResults })

  root.classList.add('live-root')
  root.replaceChildren(
    liveHeader(session, viewersEl, guard),
    guard.dialog,
    h('div', { class: 'live-status' }, roundEl, phaseEl, countdown.el),
    message,
    h(
      'div',
      { class: 'live-middle' },
      h('section', { class: `live-table live-${info.kind}` }, table.el, seats.payoutEl, seats.spotWinsEl),
      proof.el,
      seats.decisions,
      table.layout,
      h('section', { class: 'live-history' }, h('h2', {}, daLive.lastResults), lastEl),
    ),
    h(
      'footer',
      { class: 'controls live-controls' },
      h('div', { class: 'wallet' }, seats.balanceEl),
      h('p', { class: 'live-limits' }, daLive.limits(formatOre(info.limits.min), formatOre(info.limits.max))),
      board.chipRow,
      board.total,
      seats.placeBtn,
      button(daLive.clearBets, () => board.clearPending()),
    ),
  )
  fitToFrame(root)
  board.setEnabled(false)

  function onState(s: LiveState) {
    const previous = state?.round?.id ?? null
    state = s
    viewersEl.textContent = daLive.viewers(s.viewers)
    viewersEl.dataset.viewers = String(s.viewers)
    lastEl.replaceChildren(
      ...s.lastResults.map((r) =>
        h(
          'li',
          { class: table.resultClass?.(r.reveal) ?? '', 'data-round': r.no },
          table.resultText(r.reveal),
        ),
      ),
    )
    const round = s.round
    if (!round) {
      roundEl.textContent = ''
      phaseEl.textContent = daLive.idle
      board.setEnabled(false)
      countdown.tick()
      return
    }
    if (round.id !== previous) {
      table.reset()
      board.reset()
      seats.newRound()
      say('')
    }
    seats.clearOldPayout(round)
    roundEl.textContent = daLive.round(round.no)
    roundEl.dataset.roundId = round.id
    roundEl.dataset.roundNo = String(round.no)
    proof.show(round)
    board.setEnabled(round.phase === 'open')
    phaseEl.textContent = PHASE_TEXT[round.phase]
    if (round.phase === 'voided') say(daLive.voided)
    seats.decide(round)
    if (round.reveal === null) seenBefore = round.id
    else drawReveal(round)
    countdown.show(round)
  }

  /** Card rounds reveal in steps (shared cards, then the dealer's): each new view draws what is new. */
  function drawReveal(round: LiveRound) {
    const key = round.id + JSON.stringify(round.reveal)
    const reveal = round.reveal
    if (key !== drawn) {
      drawn = key
      const animate = seenBefore === round.id
      drawing = drawing.then(() => table.show(reveal, animate)).catch(() => undefined)
    }
    const id = round.id
    if (round.phase === 'result' || round.phase === 'settled')
      drawing = drawing.then(() => {
        if (state?.round?.id === id) seats.revealShown(id)
      })
  }

  countdown.start()
  api.events(info.tableId, {
    state: onState,
    seat: (s) => seats.onSeat(s),
    connected: (up) => {
      if (!up) say(daLive.reconnecting)
      else if (message.textContent === daLive.reconnecting) say('')
    },
  })
}
