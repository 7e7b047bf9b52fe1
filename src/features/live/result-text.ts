import type { LiveKindName } from '../../../contract/live.ts'
import { daLive } from '../../text/live.ts'

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

const get = (v: unknown, key: string): unknown =>
  typeof v === 'object' && v !== null && key in v ? (v as Record<string, unknown>)[key] : undefined
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'number') : [])
const points = (cards: number[]) => cards.reduce((a, c) => a + c, 0) % 10

/**
 * A past round's result in a few words, from the engine's public reveal view: roulette's pocket,
 * the wheel's segment, baccarat's points. Unknown shapes read as the round number, never as a guess.
 */
export function resultText(kind: LiveKindName, reveal: unknown, no: number): { text: string; tone: string } {
  if (kind === 'roulette' || kind === 'lyn-roulette') {
    const p = get(reveal, 'pocket')
    if (typeof p === 'number')
      return { text: String(p), tone: p === 0 ? 'green' : RED.has(p) ? 'red' : 'black' }
  }
  if (kind === 'wheel') {
    const s = get(reveal, 'segment') ?? get(reveal, 'label')
    if (typeof s === 'string' || typeof s === 'number')
      return { text: daLive.result.segment(String(s)), tone: '' }
  }
  if (kind === 'baccarat') {
    const p = nums(get(reveal, 'player'))
    const b = nums(get(reveal, 'banker'))
    if (p.length && b.length) {
      const pp = points(p)
      const bp = points(b)
      const tone = pp > bp ? 'player' : bp > pp ? 'banker' : 'tie'
      return { text: `${daLive.result.player} ${pp} – ${daLive.result.banker} ${bp}`, tone }
    }
  }
  return { text: daLive.round(no), tone: '' }
}
