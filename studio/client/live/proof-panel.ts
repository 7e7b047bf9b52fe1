import type { LiveRound } from '../../../contract/live.ts'
import { button, h } from '../dom.ts'
import { daLive } from './text.ts'
import { proofMatches } from './verify.ts'

type Revealed = { no: number; commitment: string; proof: { outcome: string; salt: string } }

/**
 * The round's commitment, published when betting opens, and the player's own check of it once the
 * outcome and salt are revealed (issue 29.6): the last revealed round stays checkable until the next
 * one reveals.
 */
export class ProofPanel {
  private revealed: Revealed | null = null
  private readonly commitEl = h('code', { class: 'live-commitment' })
  private readonly out = h('output', { class: 'live-verify', 'aria-live': 'polite' })
  private readonly verifyBtn = button(daLive.verify, () => void this.verify())
  readonly el = h(
    'details',
    { class: 'live-proof' },
    h('summary', {}, daLive.commitment),
    this.commitEl,
    this.verifyBtn,
    this.out,
  )

  show(round: LiveRound) {
    this.commitEl.textContent = round.commitment
    if (round.proof) this.revealed = { no: round.no, commitment: round.commitment, proof: round.proof }
    this.verifyBtn.disabled = this.revealed === null
  }

  private async verify() {
    const r = this.revealed
    if (!r) {
      this.out.value = daLive.verifyWait
      return
    }
    const ok = await proofMatches(r.commitment, r.proof)
    this.out.value = `${daLive.round(r.no)}: ${ok ? daLive.verifyOk : daLive.verifyBad}`
    this.out.dataset.ok = String(ok)
  }
}
