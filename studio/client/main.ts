import '../../art/ui-font.css'
import './styles/base.css'
import './styles/frame.css'
import './styles/play-guard.css'
import './styles/stage.css'
import './styles/controls.css'
import './styles/celebration.css'
import './styles/bet-sheet.css'
import { StudioApi } from './api.ts'
import { button, h } from './dom.ts'
import { tellParent } from './frame.ts'
import { da, daErrors } from './text.ts'

/** User Timing mark for the time-to-first-spin figure (bench/studio-client.ts): the game can be played. */
export const READY_MARK = 'studio:ready'

// Separate import() calls, so the bundler attaches each chunk's own CSS to its load.
const loadLive = async () => (await import('./live/view.ts')).mountLive
const loadGames = async () => (await import('./games.ts')).mountGame
const loadArt = async (theme: string) => (await import('./art.ts')).loadGameArt(theme)

/** The theme the studio's page names for its game (studio/server/page.ts), known before the session. */
function pageTheme(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="game-theme"]')
  return meta?.content ? meta.content : null
}

/** The frame's shape while the session and the art load: top bar, the game's area and the controls. */
function skeleton(root: HTMLElement) {
  root.setAttribute('aria-busy', 'true')
  root.replaceChildren(
    h('div', { class: 'skeleton top-skel' }),
    h(
      'div',
      { class: 'stage skel-stage' },
      h('div', { class: 'skeleton reels-skel' }),
      h('p', { class: 'visually-hidden', role: 'status' }, da.loading),
    ),
    h('div', { class: 'skeleton controls-skel' }),
  )
}

/**
 * Opens the game: trades the launch token for a session (the one round trip before the first spin)
 * while the games' code loads beside it (a second, cached chunk, so this entry is small and the call
 * leaves as early as possible), takes the token out of the address so a reload resumes the session,
 * and mounts the game.
 */
async function boot(root: HTMLElement) {
  const url = new URL(location.href)
  const token = url.searchParams.get('token')
  if (token) {
    url.searchParams.delete('token')
    history.replaceState(null, '', url)
  }
  const api = new StudioApi()
  skeleton(root)
  try {
    // A live table's address names it, so its view's chunk loads beside the session call; a game's
    // page names its theme, so the theme's art (its own chunk) loads beside it too.
    const liveAddress = /\/play\/live-/.test(location.pathname)
    const theme = liveAddress ? null : pageTheme()
    const chunks = {
      live: liveAddress ? loadLive() : null,
      games: liveAddress ? null : loadGames(),
      art: theme ? loadArt(theme) : null,
    }
    // Each settles on its own; a failure is reported by the await that needs it, not as unhandled.
    for (const p of Object.values(chunks)) p?.catch(() => undefined)
    const session = await api.start(token)
    document.title = session.game.name
    if (session.game.live) (await (chunks.live ?? loadLive()))(root, api, session)
    else {
      const [mount, art] = await Promise.all([
        chunks.games ?? loadGames(),
        chunks.art ?? loadArt(session.game.theme),
      ])
      mount(root, api, session, art)
    }
    root.setAttribute('aria-busy', 'false')
    performance.mark(READY_MARK)
  } catch (e) {
    root.setAttribute('aria-busy', 'false')
    const text = e instanceof Error && e.message ? e.message : daErrors.UNKNOWN
    root.replaceChildren(
      h('p', { class: 'message', role: 'alert' }, text),
      button(da.lobby, () => tellParent({ type: 'back-to-lobby' }, '/')),
    )
  }
}

const root = document.getElementById('game')
if (root) void boot(root)
