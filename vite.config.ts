import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { loadAfterFirstPaint } from './scripts/load-after-first-paint.ts'
import { uiFont } from './scripts/ui-font.ts'

const SERVER = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`
const API = ['/rest', '/cms', '/games-api', '/core', '/dibs', '/mitid', '/studio', '/cdn', '/health']

/**
 * Libraries the first render of every route needs (the rest loads with what uses it: ofetch with the
 * first API call, workbox-window with the worker's registration, signals with a player's timers), so
 * the first screen's JS stays within 100 KB with React (issue 28).
 */
const SHELL =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|wouter|regexparam|valtio|proxy-compare)[\\/]/

/**
 * Where the server's render of the lobby routes is built (`vite build --ssr`, server/web/first-screen.ts):
 * a dot folder, which the static files plugin neither lists nor serves.
 */
export const SSR_OUT = '.server'

export default defineConfig(({ isSsrBuild }) => ({
  oxc: { jsx: { runtime: 'automatic' } },
  // The server's build (src/entry-server.tsx) is the same components without the page's plugins: its CSS
  // imports are dropped (the client build carries the sheets), and it makes no worker of its own.
  plugins: isSsrBuild
    ? []
    : [
        loadAfterFirstPaint(),
        uiFont(),
        VitePWA({
          // Our own worker (sw/sw.ts) built with Workbox modules; the plugin injects the precache manifest.
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'autoUpdate',
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
            maximumFileSizeToCacheInBytes: 1024 * 1024,
          },
          devOptions: { enabled: false },
        }),
      ],
  build: isSsrBuild
    ? { outDir: `dist/${SSR_OUT}`, target: 'node20', sourcemap: false, copyPublicDir: false }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The code every screen stands on goes in one file, and the app's own code of the first
              // render (what the entry imports, '$initial') in another: on a phone each extra request of
              // the first visit costs a round trip (150 ms on Slow 4G), and the automatic split made
              // twenty, of the modules the later chunks share with it.
              groups: [
                { name: 'shell', test: SHELL, priority: 2 },
                { name: 'first-screen', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
        target: 'es2022',
        sourcemap: true,
        assetsInlineLimit: 2048,
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API.map((p) => [p, { target: SERVER, changeOrigin: false }])),
  },
}))
