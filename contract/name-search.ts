/**
 * Name search over the catalogue (issue 5): Danish-aware, prefix matching, one or two wrong letters
 * forgiven, ranked. Pure and dependency-free, so the server (server/games/search.ts) and the service
 * worker's offline search (sw/offline-search.ts) give the same hits for the same query.
 *
 * Folding: lower case, æ -> ae, ø -> oe, å -> aa, other accents dropped. Matching then uses a looser
 * key where aa -> a, ae -> a, oe -> o on both sides, so 'paaske', 'paske' and 'påske' meet.
 */
/** Lower case, æ -> ae, ø -> oe, å -> aa, other accents dropped (the catalogue's folded names too). */
export const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

export const loose = (token: string) => token.replace(/aa/g, 'a').replace(/ae/g, 'a').replace(/oe/g, 'o')

/** Lower case with other accents dropped but æ, ø and å kept as the one letter a player types. */
export const plain = (s: string) =>
  // å is the one Danish letter NFD splits (a + ring); keep it whole while other accents go.
  s
    .toLowerCase()
    .split('å')
    .map((part) => part.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .join('å')

/** The words of a text as typed (æ, ø, å kept), split on anything not a letter or digit. */
export const plainTokens = (s: string): string[] =>
  plain(s)
    .split(/[^a-z0-9æøå]+/)
    .filter(Boolean)

/** The words of a text: folded, split on anything not a letter or digit. */
const foldedTokens = (s: string): string[] => plainTokens(s).map(fold)

/** The search words of a text in their loose form (two titles with the same ones look alike). */
export const searchTokens = (s: string): string[] => foldedTokens(s).map(loose)

/** Edits forgiven in a query word: none below 4 letters (too many accidental hits), 2 from 8. */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0)

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), giving up as soon as
 * it must exceed `max`: most pairs are rejected after a row or two.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  // Three rows of numbers reused in turn: the tie-break runs this for every hit of every query.
  const n = b.length + 1
  let prev2 = new Int32Array(n)
  let prev = new Int32Array(n)
  let cur = new Int32Array(n)
  for (let j = 0; j < n; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j < n; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        v = Math.min(v, (prev2[j - 2] as number) + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const oldest = prev2
    prev2 = prev
    prev = cur
    cur = oldest
  }
  return prev[b.length] as number
}

// Costs of one query word's match against one word of a name; lower ranks first.
const EXACT = 0
const PREFIX = 1
const TYPO = 3
const SUBSTRING = 6

export type SearchIndex = {
  /** Distinct folded name words, sorted, for prefix ranges by binary search. */
  words: string[]
  /** The same words in their loose form, sorted, each with the folded word it came from. */
  loose: [string, string][]
  /** folded word -> the games (positions in the indexed list) whose name has it. */
  postings: Map<string, number[]>
  /** folded word -> its spellings with æ, ø, å as one letter each, for counting typos as typed. */
  typed: Map<string, string[]>
  /** Per game: its folded name, for the tie-break and the substring fallback. */
  folded: string[]
  /**
   * The folded names joined by NAME_BREAK (null if a name holds one), and where each starts: the
   * substring fallback is then one native scan of one string, not a call per game.
   */
  joined: string | null
  starts: number[]
}

const NAME_BREAK = '\n'

export function buildIndex(names: readonly string[]): SearchIndex {
  const postings = new Map<string, number[]>()
  const typed = new Map<string, string[]>()
  const folded: string[] = []
  names.forEach((name, i) => {
    const tokens = plainTokens(name)
    folded.push(fold(name))
    for (const p of new Set(tokens)) {
      const t = fold(p)
      const list = postings.get(t)
      if (list) {
        if (list.at(-1) !== i) list.push(i)
      } else postings.set(t, [i])
      const spellings = typed.get(t) ?? []
      if (!spellings.includes(p)) typed.set(t, [...spellings, p])
    }
  })
  const words = [...postings.keys()].sort()
  const looseWords = words
    .map((w) => [loose(w), w] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const starts: number[] = []
  let at = 0
  for (const name of folded) {
    starts.push(at)
    at += name.length + NAME_BREAK.length
  }
  const joined = folded.some((name) => name.includes(NAME_BREAK)) ? null : folded.join(NAME_BREAK)
  return { words, loose: looseWords, postings, typed, folded, joined, starts }
}

/** The games whose folded name contains `needle`, in catalogue order. */
function namesContaining(index: SearchIndex, needle: string, found: (g: number) => void) {
  const { joined, starts } = index
  if (joined === null) {
    index.folded.forEach((name, g) => {
      if (name.includes(needle)) found(g)
    })
    return
  }
  // No name holds NAME_BREAK, so a needle holding it is in none, and any other hit lies inside one name.
  if (needle.includes(NAME_BREAK)) return
  let at = joined.indexOf(needle)
  while (at >= 0) {
    // The last name starting at or before the hit.
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((starts[mid] ?? 0) <= at) lo = mid
      else hi = mid - 1
    }
    found(lo)
    const next = starts[lo + 1]
    if (next === undefined) break
    at = joined.indexOf(needle, next)
  }
}

/** First position in a sorted list that is >= w. */
function lowerBound<T>(list: T[], w: string, key: (item: T) => string) {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (key(list[mid] as T) < w) lo = mid + 1
    else hi = mid
  }
  return lo
}

const id = (s: string) => s
const first = (p: [string, string]) => p[0]

/**
 * The best cost of one query word per game that has a matching word. Both the folded form (ae, oe,
 * aa) and the loose one are tried, so neither spelling of æ, ø or å counts as a typo.
 */
function matchWord(index: SearchIndex, typedWord: string): Map<number, number> {
  const q = fold(typedWord)
  const best = new Map<number, number>()
  const add = (word: string, cost: number) => {
    for (const g of index.postings.get(word) ?? []) {
      const had = best.get(g)
      if (had === undefined || cost < had) best.set(g, cost)
    }
  }
  const ql = loose(q)
  for (let i = lowerBound(index.words, q, id); i < index.words.length; i++) {
    const w = index.words[i] ?? ''
    if (!w.startsWith(q)) break
    add(w, w === q ? EXACT : PREFIX)
  }
  for (let i = lowerBound(index.loose, ql, first); i < index.loose.length; i++) {
    const [l, w] = index.loose[i] ?? ['', '']
    if (!l.startsWith(ql)) break
    add(w, l === ql ? EXACT : PREFIX)
  }
  const edits = allowedEdits(typedWord.length)
  if (edits > 0) {
    for (const [l, w] of index.loose) {
      if (w.startsWith(q) || l.startsWith(ql)) continue
      const asTyped = (index.typed.get(w) ?? []).map((p) => editDistance(typedWord, p, edits))
      const whole = Math.min(editDistance(q, w, edits), editDistance(ql, l, edits), ...asTyped)
      if (whole <= edits) {
        add(w, TYPO * whole)
        continue
      }
      // A wrong letter while still typing: the query against the start of a longer word.
      if (w.length > q.length) {
        const start = Math.min(
          editDistance(q, w.slice(0, q.length), edits),
          editDistance(ql, l.slice(0, ql.length), edits),
        )
        if (start <= edits) add(w, TYPO * start + PREFIX)
      }
    }
  }
  return best
}

const MAX_QUERY_WORDS = 8

/**
 * Games matching every word of the query, with their cost: the sum of each word's best match, or a
 * plain substring of the folded name as the last resort. Lower is better.
 */
export function searchNames(index: SearchIndex, query: string): Map<number, number> {
  const words = [...new Set(plainTokens(query))].slice(0, MAX_QUERY_WORDS)
  const out = new Map<number, number>()
  if (words.length === 0) return out
  let acc: Map<number, number> | null = null
  for (const w of words) {
    const m = matchWord(index, w)
    if (acc === null) acc = m
    else {
      const next = new Map<number, number>()
      for (const [g, cost] of acc) {
        const c = m.get(g)
        if (c !== undefined) next.set(g, cost + c)
      }
      acc = next
    }
    if (acc.size === 0) break
  }
  const needle = fold(query).trim()
  // Ties go to the name closest to the whole query: the title typed with one wrong letter comes first.
  for (const [g, cost] of acc ?? []) out.set(g, cost * 10 + editDistance(needle, index.folded[g] ?? '', 8))
  if (needle.length >= 2)
    namesContaining(index, needle, (g) => {
      if (!out.has(g)) out.set(g, SUBSTRING * 10 * words.length + 9)
    })
  return out
}
