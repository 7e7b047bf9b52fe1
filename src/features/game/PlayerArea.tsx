import { type CSSProperties, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { areaPath, withoutGame } from '../../lib/player-area.ts'
import { gameStore, launchGame, type PlayState, useGame } from '../../stores/game.ts'
import { isMobile } from '../../stores/games.ts'
import {
  closeArea,
  isAreaPage,
  leaveGamePage,
  popNavigation,
  setCollapsed,
  setFullScreen,
  useArea,
} from '../../stores/player-area.ts'
import { sessionStore, useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { AreaTile } from './AreaTile.tsx'
import { useBalancePoll, useFrameMessages, useFullScreenLock } from './area-effects.ts'
import { useAreaSlot, usePageRect } from './area-slot.ts'
import { useWindowBox } from './use-window-box.ts'
import { WindowBar } from './WindowBar.tsx'
import './player-area.css'

const t = da.game

/**
 * The player area (SPEC.md section 4): mounted once beside the routes so its game frames outlive
 * the game page. On its page the area lies over the page's slot (or fills the screen); elsewhere a
 * single game floats minimised; the multi-screen shows 2 to 4 games on the first game's page.
 * It also hears the frames' messages and keeps a money game's header balance fresh.
 */
export function PlayerArea() {
  const area = useArea()
  const { plays } = useGame()
  const { user, checked } = useSession()
  const [location, navigate] = useLocation()
  const slot = useAreaSlot()
  const rect = usePageRect(slot)
  const userId = user?.id ?? null
  // Decided once: a window made narrower later must not unmount (and so end) a running game.
  const [phone] = useState(isMobile)

  // "If not minimised and not on its own game page, the game goes back to minimised."
  useEffect(() => {
    if (!isAreaPage(location)) leaveGamePage()
  }, [location])

  useEffect(() => {
    window.addEventListener('popstate', popNavigation)
    return () => window.removeEventListener('popstate', popNavigation)
  }, [])

  // A minimised game brought back by a reload starts again; a money game only for a logged-in player.
  // A game already running is left alone: a minimised game never reloads by itself.
  useEffect(() => {
    if (phone || !area.minimizeMode || !checked) return
    const game = area.games[0]
    if (!game || gameStore.plays[game.gameId]) return
    if (game.mode === 'money' && !sessionStore.loggedIn) closeArea()
    else void launchGame(game.gameId, game.mode, userId)
  }, [phone, area.minimizeMode, area.games, checked, userId])

  useFrameMessages(location, navigate)
  useBalancePoll(plays)
  const fullScreen = area.fullScreen && !area.minimizeMode
  useFullScreenLock(fullScreen)

  const minimised = area.minimizeMode && !phone ? (area.games[0] ?? null) : null
  const win = useWindowBox(minimised?.gameId ?? null)

  // On a phone the game page shows its game in the game modal itself.
  if (phone || !area.games.length) return null
  const name = (id: string) => (plays[id]?.game as Game | null | undefined)?.name ?? id
  const multi = area.multiScreenMode && !minimised

  let cls = 'player-area'
  let style: CSSProperties | undefined
  if (minimised) {
    cls += ' player-area--minimised'
    if (area.collapsed) cls += ' player-area--collapsed'
    if (win.dragging) cls += ' player-area--dragging'
    if (win.box) style = { left: win.box.x, top: win.box.y, width: win.box.width, height: win.box.height }
  } else if (fullScreen) cls += ' player-area--full'
  else if (rect) style = { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
  else cls += ' player-area--away'
  if (multi) cls += ' player-area--multi'

  // One tree in every mode: a frame never moves in the DOM, so no mode change reloads a game.
  return (
    <>
      <section
        className={cls}
        style={style}
        aria-label={minimised ? t.area.window(name(minimised.gameId)) : undefined}
      >
        {minimised ? (
          <WindowBar
            name={name(minimised.gameId)}
            path={areaPath([minimised]) ?? '/'}
            bindMove={win.bindMove}
            onMoveKey={win.onMoveKey}
          />
        ) : null}
        <div className="player-area__tiles">
          {area.games.map((g) => (
            <AreaTile
              key={`${g.gameId}/${g.mode}`}
              name={name(g.gameId)}
              play={plays[g.gameId] as PlayState | undefined}
              onRemove={
                multi
                  ? () => navigate(areaPath(withoutGame(area.games, g.gameId)) ?? '/', { replace: true })
                  : undefined
              }
            />
          ))}
        </div>
        {minimised ? (
          <button
            type="button"
            className="player-area__resize"
            aria-label={t.area.resize}
            title={t.area.moveHint}
            {...win.bindResize()}
            onKeyDown={win.onResizeKey}
          />
        ) : null}
        {fullScreen ? (
          <button type="button" className="btn player-area__exit" onClick={() => setFullScreen(false)}>
            {t.area.exitFullScreen}
          </button>
        ) : null}
      </section>
      {minimised && area.collapsed && (
        <button type="button" className="player-area__tab" onClick={() => setCollapsed(false)}>
          {t.area.expand(name(minimised.gameId))}
        </button>
      )}
    </>
  )
}
