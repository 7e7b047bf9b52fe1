import type { LiveKindName } from '../../../contract/live.ts'
import { daLive } from '../../text/live.ts'

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

const get = (v: unknown, key: string): unknown =>
  typeof v === 'object' && v !== null && key in v ? (v as Record<string, unknown>)[key] : undefined

/**
 * A past round's result in a few words, from the engine's public reveal view: roulette's pocket,
 * the wheel's segment, baccarat's points, the dealer's total, hold'em's winner. Unknown shapes read as the round number, never as a guess.
 */
export function resultText(kind: LiveKindName, reveal: unknown, no: number): { text: string; tone: string } {
  if (kind === 'roulette' || kind === 'lyn-roulette') {
    const p = get(reveal, 'pocket')
    if (typeof p === 'number')
      return { text: String(p), tone: p === 0 ? 'green' : RED.has(p) ? 'red' : 'black' }
  }
  if (kind === 'wheel') {
    const s = get(reveal, 'label')
    const m = get(reveal, 'multiplier')
    if (typeof s === 'string')
      return {
        text: `${daLive.result.segment(s)}${typeof m === 'number' && m > 1 ? ` ×${m}` : ''}`,
        tone: '',
      }
  }
  if (kind === 'baccarat') {
    const p = get(reveal, 'playerTotal')
    const b = get(reveal, 'bankerTotal')
    const w = get(reveal, 'winner')
    if (typeof p === 'number' && typeof b === 'number')
      return {
        text: `${daLive.result.player} ${p} – ${daLive.result.banker} ${b}`,
        tone: typeof w === 'string' ? w : '',
      }
  }
  if (kind === 'blackjack') {
    const d = get(reveal, 'dealerTotal')
    if (typeof d === 'number') return { text: `${daLive.result.dealer} ${d}`, tone: '' }
  }
  if (kind === 'holdem') {
    const w = get(reveal, 'winner')
    const words: Record<string, string> = {
      player: daLive.result.player,
      dealer: daLive.result.dealer,
      tie: daLive.result.tie,
    }
    if (typeof w === 'string' && words[w]) return { text: words[w], tone: w === 'dealer' ? 'banker' : w }
  }
  return { text: daLive.round(no), tone: '' }
}
