import { LIVE_PROVIDER } from './constants.ts'

/** What the rule needs of a game: its id and its studio. */
export type Pick = { game_id: string; subprovider: string }

/**
 * Multi-screen search (SPEC.md section 2): games already on screen are dimmed, and so are certain
 * providers: evolution always (live tables cannot share a screen), pragmatic once a pragmatic game
 * is chosen (its games allow one session at a time).
 */
export function isProviderDimmed(provider: string, selected: readonly Pick[]): boolean {
  if (provider === LIVE_PROVIDER) return true
  if (provider === 'pragmatic') return selected.some((s) => s.subprovider === 'pragmatic')
  return false
}

export function isGameDimmed(game: Pick, selected: readonly Pick[]): boolean {
  return selected.some((s) => s.game_id === game.game_id) || isProviderDimmed(game.subprovider, selected)
}
