import type { PlayState } from '../../stores/game.ts'
import { da } from '../../text/da.ts'
import { FrameStatus } from './FrameStatus.tsx'

const t = da.game

/**
 * One game's place in the player area: its frame once launched (or what stands in its way), and in
 * the multi-screen a bar with its name and the button that takes it out.
 */
export function AreaTile({
  name,
  play,
  onRemove,
}: {
  name: string
  play: PlayState | undefined
  /** Given in the multi-screen only. */
  onRemove?: () => void
}) {
  return (
    <div className="player-area__tile">
      {onRemove && (
        <div className="player-area__tile-bar">
          <span>{name}</span>
          <button
            type="button"
            className="icon-btn player-area__remove"
            aria-label={t.area.remove(name)}
            onClick={onRemove}
          >
            ×
          </button>
        </div>
      )}
      <div className="player-area__frame">
        {play?.status === 'ready' && play.url ? (
          <iframe
            src={play.url}
            title={t.frameTitle(name)}
            allow="fullscreen; autoplay"
            className="game-frame__iframe"
          />
        ) : (
          <FrameStatus play={play} />
        )}
      </div>
    </div>
  )
}
