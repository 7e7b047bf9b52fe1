import './styles.css'
import { StudioApi } from './api.ts'
import { BaccaratGame } from './baccarat.ts'
import { BlackjackGame } from './blackjack.ts'
import { button, h } from './dom.ts'
import { tellParent } from './frame.ts'
import type { GameContext, GameView } from './game.ts'
import { RedDogGame } from './red-dog.ts'
import { RouletteGame } from './roulette.ts'
import { Shell } from './shell.ts'
import { SicBoGame } from './sicbo.ts'
import { SlotGame } from './slot-game.ts'
import { da, daErrors } from './text.ts'

export const READY_MARK = 'studio:ready'

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

/**
 * Opens the game: trades the launch token for a session (the one round trip before the first spin),
 * takes the token out of the address so a reload resumes the session, and mounts the game.
 */
async function boot(root: HTMLElement) {
  const url = new URL(location.href)
  const token = url.searchParams.get('token')
  if (token) {
    url.searchParams.delete('token')
    history.replaceState(null, '', url)
  }
  const api = new StudioApi()
  try {
    const session = await api.start(token)
    document.title = session.game.name
    const shell = new Shell(root, api, session)
    shell.mount(viewFor(shell.context()))
    // User Timing mark for the time-to-first-spin figure (bench/studio-client.ts): the game can be played.
    performance.mark(READY_MARK)
  } catch (e) {
    const text = e instanceof Error && e.message ? e.message : daErrors.UNKNOWN
    root.replaceChildren(
      h('p', { class: 'message', role: 'alert' }, text),
      button(da.lobby, () => tellParent({ type: 'back-to-lobby' }, '/')),
    )
  }
}

const root = document.getElementById('game')
if (root) void boot(root)
