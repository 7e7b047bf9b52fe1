import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

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

export default defineConfig({
  resolve: {
    alias: Object.entries(PREACT).map(([find, replacement]) => ({
      find: new RegExp(`^${find}$`),
      replacement,
    })),
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [
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
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API.map((p) => [p, { target: SERVER, changeOrigin: false }])),
  },
})
