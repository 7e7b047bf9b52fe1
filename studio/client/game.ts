import type {
  AutoplayRun,
  GameDescription,
  RoundAnswer,
  RoundView,
  StudioSession,
} from '../../contract/studio.ts'
import type { StudioApi } from './api.ts'
import type { GameArt } from './art.ts'

/** What every game view gets from the shell. */
export type GameContext = {
  api: StudioApi
  game: GameDescription
  session: StudioSession
  /** The theme's symbols, colours, frame and backdrop (art/). */
  art: GameArt
  /** The stake the selector shows, øre. */
  stake: () => number
  quick: () => boolean
  /** The autoplay run a round belongs to, sent with it so the server enforces its limits. */
  auto: () => AutoplayRun | undefined
  /** Plays a round besides the main action (a bonus buy) with the controls off until it is shown. */
  exclusive: (play: () => Promise<RoundAnswer | null>) => Promise<RoundAnswer | null>
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
  /** Slots: in money mode a round lasts at least 3 s from its start to the next one's. */
  readonly paced?: boolean
  /** What the main action would cost now, øre (0: nothing to play). */
  cost(): number
  /** Plays the main action and presents it; resolves with the settled answer, or null if nothing ran. */
  play(): Promise<RoundAnswer | null>
  /** The stake rule the selector follows for this game (blackjack needs even øre). */
  readonly stakeRule: 'any' | 'even' | 'twenty'
  /** The shell turns the view's own controls off while a round plays (a slot's bonus buy). */
  locked?(on: boolean): void
  /** Shows a round the player left open (blackjack, red dog), so it can be finished. */
  resume?(open: RoundView): void
}
