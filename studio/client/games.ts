import type { StudioSession } from '../../contract/studio.ts'
import type { StudioApi } from './api.ts'
import type { GameArt } from './art.ts'
import { BaccaratGame } from './baccarat.ts'
import { BlackjackGame } from './blackjack.ts'
import type { GameContext, GameView } from './game.ts'
import { RedDogGame } from './red-dog.ts'
import { RouletteGame } from './roulette.ts'
import { Shell } from './shell.ts'
import { SicBoGame } from './sicbo.ts'
import { SlotGame } from './slot-game.ts'

function viewFor(ctx: GameContext): GameView {
  const { game } = ctx
  switch (game.kind) {
    case 'slot':
      if (!game.slot) throw new Error('a slot without its description')
      return new SlotGame(ctx, game.slot)
    case 'roulette':
      return new RouletteGame(ctx)
    case 'blackjack':
      return new BlackjackGame(ctx)
    case 'baccarat':
      return new BaccaratGame(ctx)
    case 'sicbo':
      return new SicBoGame(ctx)
    case 'red-dog':
      return new RedDogGame(ctx)
  }
}

/** The shell and the game's own view, mounted once the session and the theme's art have arrived. */
export function mountGame(root: HTMLElement, api: StudioApi, session: StudioSession, art: GameArt): void {
  const shell = new Shell(root, api, session, art)
  shell.mount(viewFor(shell.context()))
}
