/**
 * The messages the game frame sends its parent (SPEC.md section 4, "Game page"): the casino listens for
 * `{ type }` from its own origin. The studio is served by the casino's origin, so that is the target.
 * - 'logout': the session ended (reason 'session' when the server said so: the casino reloads);
 * - 'back-to-lobby': the player chose the lobby; the casino ends the game and returns to its stored URL;
 * - 'game-close': the game is closed (the close-game page's message);
 * - 'round': a money round settled, so the casino re-reads the balance it shows in its header;
 * - 'hello': the game asks for the casino session's start (`askCasinoSession`).
 */
export type FrameMessage =
  | { type: 'logout'; reason: 'session' | 'player' }
  | { type: 'back-to-lobby' }
  | { type: 'game-close' }
  | { type: 'round' }
  | { type: 'hello' }

/** Tells the parent a round settled; outside a frame there is no casino header to refresh. */
export function roundSettled(): void {
  if (window.parent !== window)
    window.parent.postMessage({ type: 'round' } satisfies FrameMessage, window.location.origin)
}

/** Posts to the parent; a game opened outside a frame goes to the lobby path itself instead. */
export function tellParent(message: FrameMessage, lobbyUrl: string): void {
  if (window.parent !== window) {
    window.parent.postMessage(message, window.location.origin)
    return
  }
  window.location.assign(lobbyUrl.startsWith('/') && !lobbyUrl.startsWith('//') ? lobbyUrl : '/')
}

/**
 * Asks the casino's page when the player's casino session began (the session timer counts from it);
 * the page answers `{ type: 'casino-session', since }` (epoch ms). Outside a frame nobody answers.
 */
export function askCasinoSession(answer: (since: number) => void): void {
  if (window.parent === window) return
  addEventListener('message', (e: MessageEvent) => {
    const d = e.data as { type?: unknown; since?: unknown } | null
    if (e.origin !== window.location.origin || d?.type !== 'casino-session') return
    if (typeof d.since === 'number' && Number.isFinite(d.since)) answer(d.since)
  })
  window.parent.postMessage({ type: 'hello' } satisfies FrameMessage, window.location.origin)
}
