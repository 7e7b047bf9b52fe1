/**
 * Reads the engines' public reveal views (studio/engine/live/*: reveal()) tolerantly: the client only
 * draws them, the server's settlement is the money, so an unknown field is left out, never guessed.
 */
type Obj = Record<string, unknown>

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export function field(v: unknown, ...keys: string[]): unknown {
  if (!isObj(v)) return undefined
  for (const k of keys) if (v[k] !== undefined && v[k] !== null) return v[k]
  return undefined
}

export function numberField(v: unknown, ...keys: string[]): number | null {
  const x = field(v, ...keys)
  return typeof x === 'number' && Number.isFinite(x) ? x : null
}

export function cardsField(v: unknown, ...keys: string[]): number[] {
  const x = field(v, ...keys)
  if (Array.isArray(x)) return x.filter((c): c is number => typeof c === 'number')
  // The dealer's up card alone while seats decide.
  if (typeof x === 'number') return [x]
  // A hand may come as { cards: [...] }.
  const inner = field(x, 'cards')
  return Array.isArray(inner) ? inner.filter((c): c is number => typeof c === 'number') : []
}

/** Lyn Roulette's lucky numbers with their multipliers, in whichever of the usual shapes the engine sends. */
export function luckyNumbers(v: unknown): { pocket: number; multiplier: number }[] {
  const raw = field(v, 'lucky', 'luckyNumbers', 'lightning')
  if (!Array.isArray(raw)) return []
  const out: { pocket: number; multiplier: number }[] = []
  for (const l of raw) {
    const pocket = numberField(l, 'pocket', 'number', 'n')
    const multiplier = numberField(l, 'multiplier', 'mult', 'x', 'm')
    if (pocket !== null && multiplier !== null) out.push({ pocket, multiplier })
  }
  return out
}

/** The money wheel's segment label ('1' … '40'). */
export function wheelSegment(v: unknown): string | null {
  const x = field(v, 'label', 'segment', 'result')
  if (typeof x === 'string') return x
  if (typeof x === 'number') return String(x)
  const inner = field(x, 'label')
  return typeof inner === 'string' ? inner : null
}
