import './styles.css'
import { StudioApi } from './api.ts'
import { button, h } from './dom.ts'
import { tellParent } from './frame.ts'
import { da, daErrors } from './text.ts'

/** User Timing mark for the time-to-first-spin figure (bench/studio-client.ts): the game can be played. */
export const READY_MARK = 'studio:ready'

// Separate import() calls, so the bundler attaches each chunk's own CSS to its load.
const loadLive = async () => (await import('./live/view.ts')).mountLive
const loadGames = async () => (await import('./games.ts')).mountGame

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
  try {
    // A live table's address names it, so its view's chunk loads beside the session call.
    const liveAddress = /\/play\/live-/.test(location.pathname)
    const [session, mount] = await Promise.all([api.start(token), liveAddress ? loadLive() : loadGames()])
    document.title = session.game.name
    const mountView = session.game.live && !liveAddress ? await loadLive() : mount
    mountView(root, api, session)
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
