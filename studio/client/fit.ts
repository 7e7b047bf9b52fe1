/** The smallest box the game lays itself out in, CSS px; a smaller frame shows it scaled down. */
const LANDSCAPE = { w: 560, h: 300 }
const PORTRAIT = { w: 320, h: 440 }

/** The zoom that fits the game's smallest layout into a w × h frame (1: it fits as it is). */
function fitZoom(w: number, h: number): number {
  const min = w >= h ? LANDSCAPE : PORTRAIT
  return Math.min(1, w / min.w, h / min.h)
}

/**
 * Sizes the game to its frame, never beyond it (issue 30, item 4): the game always fills exactly the
 * frame's viewport, so nothing scrolls; in a frame smaller than the game's smallest layout (the
 * minimised window, a multi-screen tile) the whole game is scaled down to fit instead of cropped.
 */
export function fitToFrame(root: HTMLElement): void {
  const apply = () => {
    const w = window.innerWidth
    const h = window.innerHeight
    const z = fitZoom(w, h)
    root.style.zoom = z === 1 ? '' : String(z)
    root.style.width = `${w / z}px`
    root.style.height = `${h / z}px`
    root.classList.toggle('scaled', z < 1)
    root.classList.toggle('wide', w / z >= 700 && w > h)
  }
  apply()
  addEventListener('resize', apply)
}
