import type { KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import { closeArea, setCollapsed } from '../../stores/player-area.ts'
import { da } from '../../text/da.ts'
import type { useWindowBox } from './use-window-box.ts'

const t = da.game.area

type Props = {
  name: string
  /** The game's own page, where maximising goes. */
  path: string
  bindMove: ReturnType<typeof useWindowBox>['bindMove']
  onMoveKey: (e: KeyboardEvent) => void
}

/**
 * The minimised window's bar (SPEC.md section 4): its handle drags the window (or moves it with the
 * arrow keys), and its buttons fold it to the side tab, maximise it to its game page, or close it,
 * which ends the game.
 */
export function WindowBar({ name, path, bindMove, onMoveKey }: Props) {
  const [, navigate] = useLocation()
  return (
    <div className="player-area__bar">
      <button
        type="button"
        className="player-area__handle"
        aria-label={`${t.move}: ${name}`}
        title={t.moveHint}
        {...bindMove()}
        onKeyDown={onMoveKey}
      >
        {name}
      </button>
      <button type="button" className="icon-btn" aria-label={t.collapse} onClick={() => setCollapsed(true)}>
        <span aria-hidden="true">–</span>
      </button>
      <button type="button" className="icon-btn" aria-label={t.maximise} onClick={() => navigate(path)}>
        <span aria-hidden="true">□</span>
      </button>
      <button type="button" className="icon-btn" aria-label={t.close} onClick={closeArea}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
