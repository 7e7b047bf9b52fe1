import { useId, useState } from 'react'
import { useLocation } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import type { Pick } from '../../lib/dimming.ts'
import { type AreaGame, areaPath, canAddGame, withGame } from '../../lib/player-area.ts'
import { useGame } from '../../stores/game.ts'
import { setFullScreen } from '../../stores/player-area.ts'
import { da } from '../../text/da.ts'
import { SearchModal } from '../search/SearchModal.tsx'

const t = da.game.area

/**
 * The game page's area controls (SPEC.md section 4): full screen, and adding a game, which starts
 * or grows the multi-screen through the search (games on screen and providers that cannot join are
 * dimmed there). The add control is off at 4 games.
 */
export function AreaControls({ games }: { games: AreaGame[] }) {
  const [picking, setPicking] = useState(false)
  const [, navigate] = useLocation()
  const { plays } = useGame()
  const fullId = useId()
  const full = !canAddGame(games)
  const selected: Pick[] = games.flatMap((g) => {
    const game = plays[g.gameId]?.game as Game | null | undefined
    return game ? [{ game_id: game.game_id, subprovider: game.subprovider }] : []
  })
  return (
    <div className="game-page__controls">
      <button type="button" className="btn btn--ghost" onClick={() => setFullScreen(true)}>
        {t.fullScreen}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={full}
        aria-describedby={full ? fullId : undefined}
        onClick={() => setPicking(true)}
      >
        {t.addGame}
      </button>
      {full && (
        <span id={fullId} className="muted">
          {t.full}
        </span>
      )}
      {picking && (
        <SearchModal
          title={t.pickTitle}
          selected={selected}
          onClose={() => setPicking(false)}
          onPick={(id) => {
            setPicking(false)
            const next = withGame(games, id)
            if (next.length > games.length) navigate(areaPath(next) ?? '/')
          }}
        />
      )}
    </div>
  )
}
