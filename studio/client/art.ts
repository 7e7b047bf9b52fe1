import { artTheme, loadThemeArt, type ThemeArt } from '../../art/index.ts'

/**
 * A game's theme art (art/index.ts) made ready for the page. Each symbol becomes one image URL (a Blob
 * of its SVG): the browser rasterises it once per size and reuses it in every reel cell, so a spin
 * moves bitmaps rather than re-rendering vector art, and the paytable in 'Regler' shows the very same
 * image as the reels.
 */
export class GameArt {
  private readonly urls = new Map<string, string>()
  private bgUrl: string | null = null

  constructor(readonly art: ThemeArt) {}

  /** The image of an engine symbol ('wild', 'king', 'crown' …); '' for one the theme does not draw. */
  symbolUrl(name: string): string {
    let url = this.urls.get(name)
    if (url === undefined) {
      const svg = this.art.symbols[name]?.svg
      url = svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : ''
      this.urls.set(name, url)
    }
    return url
  }

  /** Colours, the reel frame and the backdrop of the theme, as custom properties the styles read. */
  paint(root: HTMLElement = document.documentElement) {
    const { palette, frame, background } = this.art
    this.bgUrl ??= URL.createObjectURL(new Blob([background.svg], { type: 'image/svg+xml' }))
    const vars: Record<string, string> = {
      '--bg': palette.bg[1],
      '--reel': `color-mix(in srgb, ${palette.bg[1]} 82%, #000)`,
      '--frame': palette.frame[0],
      '--accent': palette.accent,
      '--frame-border': frame.border,
      '--frame-panel': frame.panel,
      '--frame-glow': frame.glow,
      '--frame-radius': `${frame.radius}px`,
      '--backdrop': `url("${this.bgUrl}") center / cover no-repeat, ${background.css}`,
    }
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v)
    root.dataset.theme = this.art.theme
  }
}

export const loadGameArt = async (theme: string): Promise<GameArt> =>
  new GameArt(await loadThemeArt(artTheme(theme)))
