/**
 * The money game a visitor asked for (SPEC.md section 4, Pending game), kept in sessionStorage too:
 * the first login of a device goes to MitID and back as a full page load, and the game must survive it.
 */
export type PendingGame = { gameId: string; mode: 'fun' | 'money' }

const KEY = 'pendingGame'

export function readPendingGame(): PendingGame | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    const p = raw ? (JSON.parse(raw) as Partial<PendingGame>) : null
    const valid =
      p && typeof p.gameId === 'string' && p.gameId.length <= 100 && (p.mode === 'fun' || p.mode === 'money')
    return valid ? { gameId: p.gameId as string, mode: p.mode as PendingGame['mode'] } : null
  } catch {
    return null
  }
}

export function savePendingGame(p: PendingGame | null) {
  try {
    if (p) sessionStorage.setItem(KEY, JSON.stringify(p))
    else sessionStorage.removeItem(KEY)
  } catch {
    // private mode without storage: the game still waits in this page, just not across MitID
  }
}
