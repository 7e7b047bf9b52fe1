import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const SERVER = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`
const API = ['/rest', '/cms', '/games-api', '/core', '/dibs', '/mitid', '/studio', '/cdn', '/health']

export default defineConfig({
  plugins: [
    react(),
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
