import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The game client's own build (`npm run build` runs it after the PWA's): its page lands at
 * dist/studio/index.html (the studio server answers /studio/play/{gameId} with it) and its hashed
 * files under dist/studio/assets/ (the casino's static files, cached a year as immutable). It is a
 * second build rather than a second input of the PWA's so the service worker's precache list stays
 * the PWA's own.
 */
const here = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root: here,
  base: '/studio/',
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/studio', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
  },
})
