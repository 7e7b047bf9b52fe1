import { useDrag } from '@use-gesture/react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { type Box, KEY_STEP_PX, moveBox, resizeBox, type Viewport } from '../../lib/player-area.ts'
import { saveWindowBox, windowBox } from '../../stores/player-area.ts'

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight })
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/**
 * The minimised window's place and size: dragged by its bar, resized from its bottom-right corner
 * (16:9, 415 px to 80 % of the screen), or moved and resized with the arrow keys. Shown live while
 * dragging and stored per game when the pointer lets go.
 */
export function useWindowBox(gameId: string | null) {
  const [box, setBox] = useState<Box | null>(null)
  const [dragging, setDragging] = useState(false)
  const current = useRef<Box | null>(null)
  const live = useRef(false)
  current.current = box

  useEffect(() => {
    if (!gameId) {
      setBox(null)
      return
    }
    setBox(windowBox(gameId, viewport()))
    const refit = () => setBox(windowBox(gameId, viewport()))
    window.addEventListener('resize', refit)
    return () => window.removeEventListener('resize', refit)
  }, [gameId])

  const commit = (next: Box) => {
    setBox(next)
    if (gameId) saveWindowBox(gameId, next)
  }

  type State = {
    xy: [number, number]
    initial: [number, number]
    first: boolean
    last: boolean
    memo?: unknown
    tap: boolean
  }
  // From where the pointer went down (not from where the drag threshold was passed), so the window
  // follows the pointer exactly.
  const handler =
    (apply: (start: Box, dx: number, dy: number) => Box) =>
    ({ xy, initial, first, last, memo, tap }: State) => {
      const start = (first ? current.current : memo) as Box | null
      if (first) live.current = true
      // A gesture ends once; an end event after that (pointer capture lost later) changes nothing.
      if (!start || tap || !live.current) return start
      const next = apply(start, xy[0] - initial[0], xy[1] - initial[1])
      if (last) {
        live.current = false
        commit(next)
        setDragging(false)
      } else {
        setBox(next)
        if (first) setDragging(true)
      }
      return start
    }
  // The arrow keys are ours (onMoveKey, onResizeKey): steps of 20 px, stored at once.
  const options = { filterTaps: true, keys: false, pointer: { capture: true } }
  const bindMove = useDrag(
    // Each gesture changes only its own part of the box (a late end event of the other never undoes a change).
    handler((start, dx, dy) =>
      moveBox({ ...(current.current ?? start), x: start.x, y: start.y }, dx, dy, viewport()),
    ),
    options,
  )
  const bindResize = useDrag(
    handler((start, dx) => resizeBox({ ...(current.current ?? start), width: start.width }, dx, viewport())),
    options,
  )

  const onKey = (apply: (b: Box, dx: number, dy: number) => Box) => (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key]
    const b = current.current
    if (!arrow || !b) return
    e.preventDefault()
    commit(apply(b, arrow[0] * KEY_STEP_PX, arrow[1] * KEY_STEP_PX))
  }
  const onMoveKey = onKey((b, dx, dy) => moveBox(b, dx, dy, viewport()))
  // Right or down grows the window, left or up shrinks it.
  const onResizeKey = onKey((b, dx, dy) => resizeBox(b, dx + dy, viewport()))

  return { box, dragging, bindMove, bindResize, onMoveKey, onResizeKey }
}
