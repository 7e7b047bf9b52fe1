import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * The interface's type face, self-hosted so every device and every screenshot baseline sets the same
 * letters (system-ui is a different face on each phone and on each CI image). One file at one address
 * for the casino and the game frames (`art/ui-font.css` declares it for both builds), so a player
 * downloads it once and the service worker precaches it with the shell. Latin only: Danish needs
 * nothing beyond it.
 */
const UI_FONT_PATH = 'fonts/inter-latin-wght.woff2'
const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'

const fontFile = () => readFileSync(createRequire(import.meta.url).resolve(SOURCE))

/** Emits the font at /fonts/ in the casino's build and serves it there from the dev server. */
export function uiFont(): Plugin {
  return {
    name: 'ui-font',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: UI_FONT_PATH, source: fontFile() })
    },
    configureServer(server) {
      server.middlewares.use(`/${UI_FONT_PATH}`, (_req, res) => {
        res.setHeader('content-type', 'font/woff2')
        res.end(fontFile())
      })
    },
  }
}
