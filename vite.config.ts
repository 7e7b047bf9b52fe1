import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { loadAfterFirstPaint } from './scripts/load-after-first-paint.ts'

const SERVER = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`
const API = ['/rest', '/cms', '/games-api', '/core', '/dibs', '/mitid', '/studio', '/cdn', '/health']

/**
 * The client is written against React's API and types, and built with Preact's compatibility layer in
 * its place: the same components in about a fifth of the bytes, which the phone budget of issue 16
 * (100 KB gzip of first-render JS) needs. `react` stays installed as the peer of wouter, valtio, embla
 * and use-gesture and for the type checker; nothing of it reaches the browser.
 */
const PREACT = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
}

/** Libraries and client layers the first screen of every route needs (the rest loads with its screen). */
const SHELL =
  /node_modules[\\/](preact|@preact|wouter|regexparam|valtio|proxy-compare|ofetch|ufo|destr|workbox-window)[\\/]|[\\/]src[\\/](api|stores|lib|text|ui)[\\/]|[\\/]contract[\\/]/

export default defineConfig({
  resolve: {
    alias: Object.entries(PREACT).map(([find, replacement]) => ({
      find: new RegExp(`^${find}$`),
      replacement,
    })),
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [
    loadAfterFirstPaint(),
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
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The code every screen stands on goes in one file: on a phone each extra request of the
          // first visit costs a round trip (150 ms on Slow 4G), and the automatic split made twenty.
          groups: [{ name: 'shell', test: SHELL }],
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
})
