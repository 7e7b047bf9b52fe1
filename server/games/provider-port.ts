import type { Platform } from '../../contract/games.ts'

/**
 * A game provider as the casino sees it (CONVENTIONS.md, Outside parties): it opens a game session
 * and answers its jackpot pools. The built-in studio is one (studio-adapter.ts); a third-party
 * provider's adapter would fill the same shape.
 */
export type LaunchRequest = {
  gameId: string
  mode: 'fun' | 'money'
  /** The casino's player id for money play; null for a visitor's fun play. */
  playerId: number | null
  platform: Platform
  /** Where the game's back-to-lobby sends the player: a path on this site. */
  lobby: string
  /** The player's address as the casino saw it. */
  ip: string
  /** The casino's game session id (getSes.php) a money launch belongs to; null for a visitor. */
  casinoSession: string | null
}

export type LaunchAnswer = {
  /** The game client with a one-time launch token. */
  url: string
  /** Where the casino tells the provider that the game was closed. */
  endgame: string
}

export interface GameProvider {
  launch(request: LaunchRequest): Promise<LaunchAnswer>
  /** The live jackpot pools in kr., by game_id; a game missing here has no pool at this provider. */
  jackpots(): Promise<ReadonlyMap<string, number>>
  /**
   * Settles every open money round of a player whose account is closing (permanent exclusion, ROFUS,
   * closing): the hand completed by the rules' default action or the stake returned, through the
   * wallet, before the casino computes the payout. Answers how many rounds it settled.
   */
  settleOpenRoundsOf(playerId: number): Promise<number>
  /**
   * The players holding an open money round at the provider (a hand staked or waiting for the
   * player, a live seat not yet paid): the casino's start-up sweep settles those of them whose
   * account is closed (server/player/closing.ts).
   */
  playersWithOpenRounds(): Promise<number[]>
}
