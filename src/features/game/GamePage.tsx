import { useEffect, useState } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { areaPath, gamesOfPage, withoutGame } from '../../lib/player-area.ts'
import {
  endGame,
  type GameMode,
  isLiveGame,
  launchGame,
  loadRelated,
  type PlayState,
  useGame,
} from '../../stores/game.ts'
import { isMobile } from '../../stores/games.ts'
import { showGamePage } from '../../stores/player-area.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { LiveTablePage } from '../live/LiveTablePage.tsx'
import { AreaControls } from './AreaControls.tsx'
import { setAreaSlot } from './area-slot.ts'
import { FrameStatus } from './FrameStatus.tsx'
import { RelatedGames } from './RelatedGames.tsx'
import './game.css'

const t = da.game
const MODES: readonly string[] = ['fun', 'money']

/**
 * /spil/{game_id}/{mode} (SPEC.md sections 2 and 4): the player area with the game (or, in
 * multi-screen, the games the URL names), the related sliders and the providers. On a computer the
 * frames belong to the player area (PlayerArea.tsx), which lies over this page's slot and keeps the
 * game minimised when the player leaves; on a phone the game fills the screen in a modal over its
 * pushed URL, so the browser's back closes (and ends) it.
 */
export function GamePage({ gameId, mode }: { gameId: string; mode: string }) {
  // Decided once, like the player area: a window resized across the phone width keeps its one frame.
  const [phone] = useState(isMobile)
  if (!MODES.includes(mode)) return <Redirect to="/404" replace />
  return phone ? (
    <PhoneGame gameId={gameId} mode={mode as GameMode} />
  ) : (
    <GameScreen gameId={gameId} mode={mode as GameMode} />
  )
}

/** Launches the page's games; a login on the page launches them again, now for the player. */
function useLaunch(games: { gameId: string; mode: GameMode }[]) {
  const [, navigate] = useLocation()
  const { user } = useSession()
  const userId = user?.id ?? null
  const ids = games.map((g) => `${g.gameId}/${g.mode}`).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` names the games
  useEffect(() => {
    let live = true
    games.forEach((g, i) => {
      void launchGame(g.gameId, g.mode, userId).then((r) => {
        if (!live || !r) return
        // The page's own game decides the page; a multi-screen game that cannot open just leaves it.
        if (i === 0) navigate(r.redirect, { replace: true })
        else navigate(areaPath(withoutGame(games, g.gameId)) ?? r.redirect, { replace: true })
      })
    })
    return () => {
      live = false
    }
  }, [ids, userId, navigate])
}

/** The page's own game as it plays, and its related games loaded once the game is known. */
function usePlay(gameId: string) {
  const { plays } = useGame()
  const play = plays[gameId] as PlayState | undefined
  const game = (play?.game ?? null) as Game | null
  useEffect(() => {
    if (game) void loadRelated(game)
  }, [game])
  return { play, game }
}

function GameScreen({ gameId, mode }: { gameId: string; mode: GameMode }) {
  const search = useSearch()
  const games = gamesOfPage(gameId, mode, search)
  const key = games.map((g) => g.gameId).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the games
  useEffect(() => showGamePage(games), [key, mode])
  useLaunch(games)
  const { game } = usePlay(gameId)

  // A live table: its facts beside the player area's frame, which lies over this slot.
  if (game && isLiveGame(game) && games.length === 1)
    return <LiveTablePage game={game} frame={<div className="game-frame" ref={setAreaSlot} />} />
  const multi = games.length > 1
  return (
    <div className="game-page">
      <h1 className="game-page__title">
        {multi ? t.area.multiTitle(games.length) : (game?.name ?? da.common.loading)}
      </h1>
      <AreaControls games={games} />
      <div className={multi ? 'game-frame game-slot--multi' : 'game-frame'} ref={setAreaSlot} />
      {game && <RelatedGames game={game} />}
    </div>
  )
}

function PhoneGame({ gameId, mode }: { gameId: string; mode: GameMode }) {
  useLaunch([{ gameId, mode }])
  useEffect(() => () => endGame(gameId), [gameId])
  const { play, game } = usePlay(gameId)

  const frame = (
    <div className="game-frame">
      {play?.status === 'ready' && play.url ? (
        <iframe
          src={play.url}
          title={t.frameTitle(game?.name ?? gameId)}
          allow="fullscreen; autoplay"
          className="game-frame__iframe"
        />
      ) : (
        <FrameStatus play={play} />
      )}
    </div>
  )
  if (game && isLiveGame(game)) return <LiveTablePage game={game} frame={frame} />
  if (play?.status === 'ready')
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
