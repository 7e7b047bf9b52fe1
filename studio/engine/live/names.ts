import type { LiveKind } from './types.ts'

/** The catalogue's live subcategories (contract/games.ts LIVE_SUBCATS), with how many tables each has. */
export const LIVE_COUNTS = { roulette: 30, blackjack: 30, baccarat: 15, poker: 10, andet: 15 } as const
export type LiveSubcat = keyof typeof LIVE_COUNTS

/**
 * Each subcategory's table names, dealt in turn (table n gets name (n - 1) mod length), so a table's
 * name, and with it its kind and limits, is a pure function of its id: the seed and the studio agree
 * without sharing a database.
 */
const LIVE_NAMES: Record<LiveSubcat, readonly string[]> = {
  roulette: ['Roulette', 'Lyn Roulette', 'Dansk Roulette', 'Auto Roulette', 'VIP Roulette'],
  blackjack: ['Blackjack', 'Blackjack VIP', 'Blackjack Classic', 'Uendelig Blackjack'],
  baccarat: ['Baccarat', 'Speed Baccarat', 'Baccarat Squeeze'],
  poker: ["Casino Hold'em", "Casino Hold'em VIP", "Dansk Casino Hold'em"],
  andet: ['Lykkehjulet Live', 'Pengehjulet', 'Store Hjul'],
}

/** The base name of table n (1-based) of a subcategory, without its number. */
export function liveBaseName(sub: LiveSubcat, n: number): string {
  const names = LIVE_NAMES[sub]
  return names[(n - 1) % names.length] as string
}

/** The catalogue name of table n: its base name and number, e.g. "Lyn Roulette 2". */
export function liveName(sub: LiveSubcat, n: number): string {
  return `${liveBaseName(sub, n)} ${n}`
}

/** The kind of math a table runs: poker tables are casino hold'em, game shows are money wheels. */
export function liveKindOf(sub: LiveSubcat, baseName: string): LiveKind {
  switch (sub) {
    case 'roulette':
      return baseName.startsWith('Lyn ') ? 'lyn-roulette' : 'roulette'
    case 'blackjack':
      return 'blackjack'
    case 'baccarat':
      return 'baccarat'
    case 'poker':
      return 'holdem'
    case 'andet':
      return 'wheel'
  }
}

/** Every live catalogue id in catalogue order: `live-<subcat>-<n>`. */
export function liveIds(): { gameId: string; sub: LiveSubcat; n: number }[] {
  const out: { gameId: string; sub: LiveSubcat; n: number }[] = []
  for (const sub of Object.keys(LIVE_COUNTS) as LiveSubcat[]) {
    for (let n = 1; n <= LIVE_COUNTS[sub]; n++) out.push({ gameId: `live-${sub}-${n}`, sub, n })
  }
  return out
}
