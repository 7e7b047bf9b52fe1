import { useEffect } from 'react'
import { BALANCE_POLL_MS, frameMessage, type PlayState, refreshBalance } from '../../stores/game.ts'
import { closeArea, setFullScreen } from '../../stores/player-area.ts'
import { sessionStore } from '../../stores/session.ts'

/**
 * The game frames' messages: a game asking when the casino session began (its session timer, issue
 * 30), and a game asking to leave for a casino page (the lobby, the deposit, a reload).
 */
export function useFrameMessages(location: string, navigate: (to: string) => void) {
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return
      const since = sessionStore.user?.loginTimeNum
      if ((e.data as { type?: unknown } | null)?.type === 'hello' && since)
        (e.source as Window | null)?.postMessage({ type: 'casino-session', since }, window.location.origin)
      const to = frameMessage(e.data, location)
      if (!to) return
      closeArea()
      if (to === 'reload') window.location.assign('/')
      else navigate(to)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [location, navigate])
}

/** While a money game runs, the header's balance follows what the game does to it. */
export function useBalancePoll(plays: { readonly [gameId: string]: Pick<PlayState, 'mode' | 'status'> }) {
  const moneyOpen = Object.values(plays).some((p) => p.mode === 'money' && p.status === 'ready')
  useEffect(() => {
    if (!moneyOpen) return
    const timer = setInterval(refreshBalance, BALANCE_POLL_MS)
    return () => clearInterval(timer)
  }, [moneyOpen])
}

/** Full screen locks the page's scrolling (SPEC.md section 4); Escape leaves it. */
export function useFullScreenLock(fullScreen: boolean) {
  useEffect(() => {
    if (!fullScreen) return
    const before = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFullScreen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = before
      window.removeEventListener('keydown', onKey)
    }
  }, [fullScreen])
}
