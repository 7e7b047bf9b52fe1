import type { GameDescription, RoundAnswer, RoundView, StudioSession } from '../../contract/studio.ts'
import type { StudioApi } from './api.ts'
import type { Palette } from './theme.ts'

/** What every game view gets from the shell. */
export type GameContext = {
  api: StudioApi
  game: GameDescription
  session: StudioSession
  palette: Palette
  /** The stake the selector shows, øre. */
  stake: () => number
  quick: () => boolean
  /** Shows a round's answer: balance, win line, recall. */
  settled: (answer: RoundAnswer) => void
  /** A round step the shell must know about (balance after a double, say) without a win line yet. */
  progressed: (answer: RoundAnswer) => void
  say: (text: string) => void
}

/** One game kind's table or reels. The shell owns the stake, balance, autoplay and dialogs. */
export interface GameView {
  readonly el: HTMLElement
  /** The main button's Danish name: 'Spin', 'Spil' or 'Giv kort'. */
  readonly actionLabel: string
  /** Whether autoplay may repeat the main action (single-step rounds only). */
  readonly autoplay: boolean
  /** What the main action would cost now, øre (0: nothing to play). */
  cost(): number
  /** Plays the main action and presents it; resolves with the settled answer, or null if nothing ran. */
  play(): Promise<RoundAnswer | null>
  /** The stake rule the selector follows for this game (blackjack needs even øre). */
  readonly stakeRule: 'any' | 'even' | 'twenty'
  /** Shows a round the player left open (blackjack, red dog), so it can be finished. */
  resume?(open: RoundView): void
}
