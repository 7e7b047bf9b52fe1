import './live.css'
import type { LiveGameInfo, LiveSeat, LiveState } from '../../../contract/live.ts'
import type { StudioSession } from '../../../contract/studio.ts'
import type { StudioApi } from '../api.ts'
import { button, h } from '../dom.ts'
import { fitToFrame } from '../fit.ts'
import { formatOre } from '../format.ts'
import { roundSettled, tellParent } from '../frame.ts'
import { PlayGuard } from '../play-guard.ts'
import { da, daErrors } from '../text.ts'
import { LiveApi } from './api.ts'
import { LiveBoard } from './board.ts'
import { cardsTable } from './cards-table.ts'
import { countdownText, msLeft, ServerClock } from './clock.ts'
import { rouletteTable } from './roulette.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'
import { proofMatches } from './verify.ts'
import { wheelTable } from './wheel.ts'

const RESAMPLE_MS = 30_000
const EARLY_MS = 2000
const EARLY_SAMPLES = 10
const TICK_MS = 100

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

/**
 * A live table: the server's rounds as every viewer sees them (SSE state), the countdown from the
 * round's closesAt on the server's clock, the player's own seat, bets and decisions, the result with
 * the player's payout, and the commitment check. The server decides everything; this only shows it.
 */
export function mountLive(root: HTMLElement, studio: StudioApi, session: StudioSession): void {
  const info = session.game.live
  if (!info) throw new Error('a live view for a game that is no live table')
  void studio // the live calls have their own paths; the single-player API is not used here
  const api = new LiveApi(session.seq)
  const clock = new ServerClock(api.time)
  let balance = session.balance.balance
  let state: LiveState | null = null
  let seat: LiveSeat | null = null
  let shownReveal: string | null = null
  /** The round this view saw before its reveal (so its result is animated, not just shown). */
  let seenBefore: string | null = null
  let drawn = ''
  let drawing: Promise<void> = Promise.resolve()
  let paidRound: string | null = null
  let busy = false
  let revealed: { no: number; commitment: string; proof: { outcome: string; salt: string } } | null = null

  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  const say = (t: string) => {
    message.textContent = t
  }
  const board = new LiveBoard(info.limits, say)
  const table = tableFor(info, board)
  const balanceEl = h('output', { class: 'balance', 'aria-live': 'polite' })
  const viewersEl = h('span', { class: 'live-viewers' })
  const roundEl = h('span', { class: 'live-round' })
  const phaseEl = h('strong', { class: 'live-phase' })
  const countdown = h('output', { class: 'live-countdown', 'aria-label': daLive.closesIn })
  const payoutEl = h('p', { class: 'live-payout', 'aria-live': 'polite' })
  const spotWinsEl = h('p', { class: 'live-spot-wins', 'aria-label': daLive.spotWins })
  const commitEl = h('code', { class: 'live-commitment' })
  const verifyOut = h('output', { class: 'live-verify', 'aria-live': 'polite' })
  const verifyBtn = button(daLive.verify, () => void verify())
  const decisions = h('div', { class: 'live-decisions', role: 'group', hidden: true })
  const lastEl = h('ol', { class: 'live-last', 'aria-label': daLive.lastResults })
  const placeBtn = button(daLive.placeBet, () => void place(), { class: 'main' })
  const lobby = session.lobbyUrl

  const showBalance = () => {
    balanceEl.value = `${da.balance} ${formatOre(balance)}`
  }

  // The clock, session time and net result stay on screen at a live table too (issue 30, item 5).
  const guard = new PlayGuard(() => tellParent({ type: 'back-to-lobby' }, lobby))
  root.classList.add('live-root')
  root.replaceChildren(
    h(
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
    ),
    guard.dialog,
    h('div', { class: 'live-status' }, roundEl, phaseEl, countdown),
    message,
    h(
      'div',
      { class: 'live-middle' },
      h('section', { class: `live-table live-${info.kind}` }, table.el, payoutEl, spotWinsEl),
      h(
        'details',
        { class: 'live-proof' },
        h('summary', {}, daLive.commitment),
        commitEl,
        verifyBtn,
        verifyOut,
      ),
      decisions,
      table.layout,
      h('section', { class: 'live-history' }, h('h2', {}, daLive.lastResults), lastEl),
    ),
    h(
      'footer',
      { class: 'controls live-controls' },
      h('div', { class: 'wallet' }, balanceEl),
      h('p', { class: 'live-limits' }, daLive.limits(formatOre(info.limits.min), formatOre(info.limits.max))),
      board.chipRow,
      board.total,
      placeBtn,
      button(daLive.clearBets, () => board.clearPending()),
    ),
  )
  fitToFrame(root)
  showBalance()
  board.setEnabled(false)

  /** Sends the pending chips; the server alone decides whether the round still takes bets. */
  async function place() {
    const round = state?.round
    const bets = board.pendingBets()
    if (!round || bets.length === 0) {
      say(daLive.betNone)
      return
    }
    if (busy) return
    busy = true
    placeBtn.disabled = true
    try {
      const a = await api.bet(round.id, bets)
      balance = a.balance
      showBalance()
      board.clearPending()
      board.setAccepted(a.accepted)
      say(daLive.betAccepted)
    } catch (e) {
      say(e instanceof Error && e.message ? e.message : daErrors.UNKNOWN)
      if (e instanceof Error && 'code' in e && (e.code === 'SESSION_ENDED' || e.code === 'NO_SESSION'))
        tellParent({ type: 'logout', reason: 'session' }, lobby)
    } finally {
      busy = false
      placeBtn.disabled = false
    }
  }

  async function act(action: string) {
    const round = state?.round
    if (!round) return
    try {
      const a = await api.act(round.id, action)
      balance = a.balance
      showBalance()
      onSeat(a.seat)
    } catch (e) {
      say(e instanceof Error && e.message ? e.message : daErrors.UNKNOWN)
    }
  }

  /** Checks the last revealed round (the current one until the next opens, then still that one). */
  async function verify() {
    if (!revealed) {
      verifyOut.value = daLive.verifyWait
      return
    }
    const ok = await proofMatches(revealed.commitment, revealed.proof)
    verifyOut.value = `${daLive.round(revealed.no)}: ${ok ? daLive.verifyOk : daLive.verifyBad}`
    verifyOut.dataset.ok = String(ok)
  }

  function onSeat(s: LiveSeat) {
    if (state?.round && s.roundId !== state.round.id) return
    seat = s
    board.setAccepted(s.bets)
    if (s.view !== null) table.seat?.(s.view)
    const inWindow = state?.round?.phase === 'deciding'
    decisions.hidden = !(inWindow && s.actions.length > 0)
    decisions.replaceChildren(
      ...s.actions.map((a) => button(daLive.actions[a] ?? a, () => void act(a), { 'data-action': a })),
    )
    settle()
  }

  /** Pays out once per round in the view, after the result has been drawn. */
  function settle() {
    const round = state?.round
    if (!round || !seat || seat.roundId !== round.id || paidRound === round.id) return
    if (seat.state === 'voided') {
      paidRound = round.id
      balance += seat.stake
      payoutEl.textContent = daLive.stakeBack(formatOre(seat.stake))
      payoutEl.dataset.round = round.id
    } else if (seat.state === 'settled' && seat.payout !== null && shownReveal === round.id) {
      paidRound = round.id
      balance += seat.payout
      guard.add(seat.stake, seat.payout)
      payoutEl.textContent = seat.payout > 0 ? daLive.payout(formatOre(seat.payout)) : daLive.noWin
      payoutEl.dataset.payout = String(seat.payout)
      payoutEl.dataset.round = round.id
      const wins = seat.returns.filter((r) => r.amount > 0)
      const won = new Set(wins.map((r) => r.spot))
      board.mark((spot) => won.has(spot))
      // Each paying spot with what it paid back, the stake included ('To tal 4-5: 18,00 kr.').
      spotWinsEl.textContent = wins.map((r) => `${board.nameOf(r.spot)}: ${formatOre(r.amount)}`).join(' · ')
    } else return
    showBalance()
    roundSettled()
  }

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
      return
    }
    if (round.id !== previous) {
      table.reset()
      board.reset()
      seat = null
      say('')
      decisions.hidden = true
    }
    // The last payout stays in view through the next betting window, until that round closes.
    if (round.phase !== 'open' && payoutEl.dataset.round !== round.id) {
      payoutEl.textContent = ''
      spotWinsEl.textContent = ''
      delete payoutEl.dataset.payout
      delete payoutEl.dataset.round
    }
    roundEl.textContent = daLive.round(round.no)
    roundEl.dataset.roundId = round.id
    roundEl.dataset.roundNo = String(round.no)
    commitEl.textContent = round.commitment
    if (round.proof) revealed = { no: round.no, commitment: round.commitment, proof: round.proof }
    verifyBtn.disabled = revealed === null
    countdown.dataset.closesAt = String(round.closesAt)
    countdown.dataset.phase = round.phase
    board.setEnabled(round.phase === 'open')
    phaseEl.textContent = {
      open: daLive.open,
      closed: daLive.closed,
      deciding: daLive.deciding,
      result: daLive.result,
      settled: daLive.settled,
      voided: daLive.voided,
    }[round.phase]
    if (round.phase === 'voided') say(daLive.voided)
    if (round.phase !== 'deciding') decisions.hidden = true
    else if (seat) onSeat(seat)
    if (round.reveal === null) seenBefore = round.id
    else {
      // Card rounds reveal in steps (shared cards, then the dealer's): each new view draws what is new.
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
          if (state?.round?.id !== id) return
          shownReveal = id
          settle()
        })
    }
    tick()
  }

  function tick() {
    const round = state?.round
    if (!round) {
      countdown.value = ''
      return
    }
    const until =
      round.phase === 'open' ? round.closesAt : round.phase === 'deciding' ? round.decideUntil : null
    countdown.dataset.offset = String(Math.round(clock.offset))
    if (until === null) {
      countdown.value = ''
      countdown.dataset.left = '0'
      return
    }
    const left = msLeft(until, 0, clock.serverNow())
    countdown.dataset.left = String(Math.round(left))
    countdown.value = `${round.phase === 'open' ? daLive.closesIn : daLive.decideIn} ${countdownText(left)}`
  }

  // A burst while the page settles, then one sample every few seconds at first (the page's own
  // loading stretches the first round trips), then now and then.
  void clock.calibrate(5).then(tick)
  let early = 0
  const warmup = setInterval(() => {
    void clock.sample().catch(() => undefined)
    if (++early >= EARLY_SAMPLES) clearInterval(warmup)
  }, EARLY_MS)
  setInterval(() => void clock.sample().catch(() => undefined), RESAMPLE_MS)
  setInterval(tick, TICK_MS)
  api.events(info.tableId, {
    state: onState,
    seat: onSeat,
    connected: (up) => {
      if (!up) say(daLive.reconnecting)
      else if (message.textContent === daLive.reconnecting) say('')
    },
  })
}
