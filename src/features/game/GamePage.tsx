import { useEffect } from 'react'
import { Redirect, useLocation } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import {
  BALANCE_POLL_MS,
  endGame,
  frameMessage,
  type GameMode,
  isLiveGame,
  launchGame,
  loadRelated,
  refreshBalance,
  useGame,
} from '../../stores/game.ts'
import { isMobile } from '../../stores/games.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { LiveTablePage } from '../live/LiveTablePage.tsx'
import { RelatedGames } from './RelatedGames.tsx'
import './game.css'

const t = da.game
const MODES: readonly string[] = ['fun', 'money']

/**
 * /spil/{game_id}/{mode} (SPEC.md sections 2 and 4): the game in a frame with its launch URL, the
 * related sliders and the providers. The frame's messages end the game (logout, back to lobby,
 * game-close) and refresh the header balance after a round; a money game's balance is also read
 * again every few seconds, in case a message is missed. On a phone the game fills the screen in a
 * modal over its pushed URL, so the browser's back closes it.
 */
export function GamePage({ gameId, mode }: { gameId: string; mode: string }) {
  if (!MODES.includes(mode)) return <Redirect to="/404" replace />
  return <GameScreen gameId={gameId} mode={mode as GameMode} />
}

function GameScreen({ gameId, mode }: { gameId: string; mode: GameMode }) {
  const [location, navigate] = useLocation()
  const { play } = useGame()
  const { user } = useSession()
  const userId = user?.id ?? null

  // A login while the page waits for one relaunches the game (SPEC.md section 4: the page reloads).
  useEffect(() => {
    let live = true
    void launchGame(gameId, mode, userId).then((r) => {
      if (live && r) navigate(r.redirect, { replace: true })
    })
    return () => {
      live = false
    }
  }, [gameId, mode, userId, navigate])
  useEffect(() => endGame, [])

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return
      const to = frameMessage(e.data, location)
      if (to === 'reload') window.location.assign('/')
      else if (to) navigate(to)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [location, navigate])

  const moneyOpen = play.status === 'ready' && mode === 'money'
  useEffect(() => {
    if (!moneyOpen) return
    const timer = setInterval(refreshBalance, BALANCE_POLL_MS)
    return () => clearInterval(timer)
  }, [moneyOpen])

  const game = play.game as Game | null
  useEffect(() => {
    if (game) void loadRelated(game)
  }, [game])

  const frame = (
    <div className="game-frame">
      {play.status === 'ready' && play.url ? (
        <iframe
          src={play.url}
          title={t.frameTitle(game?.name ?? gameId)}
          allow="fullscreen; autoplay"
          className="game-frame__iframe"
        />
      ) : (
        <p className="game-frame__status" role={play.status === 'error' ? 'alert' : 'status'}>
          {play.status === 'error' ? play.message : play.status === 'login' ? t.loginFirst : t.loading}
        </p>
      )}
    </div>
  )
  if (game && isLiveGame(game)) return <LiveTablePage game={game} frame={frame} />
  if (isMobile() && play.status === 'ready')
    return (
      <Modal title={game?.name ?? ''} onClose={() => history.back()} hideTitle>
        {frame}
      </Modal>
    )
  return (
    <div className="game-page">
      <h1 className="game-page__title">{game?.name ?? da.common.loading}</h1>
      {frame}
      {game && <RelatedGames game={game} />}
    </div>
  )
}
