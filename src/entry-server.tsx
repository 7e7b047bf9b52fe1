import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { Router } from 'wouter'
import type { FirstScreenData } from '../contract/first-screen.ts'
import { App } from './app/App.tsx'
import { contentStore } from './stores/content.ts'
import { startFromPage } from './stores/first-screen.ts'
import { gamesStore, renderFor } from './stores/games.ts'

/** The stores as a fresh page has them, so one render's answers never show in the next. */
function resetStores(): void {
  gamesStore.lists = {}
  gamesStore.providers = { status: 'idle', data: null }
  gamesStore.categories = { status: 'idle', data: null }
  gamesStore.counts = { status: 'idle', data: null }
  gamesStore.filtered = {}
  contentStore.highlights = { status: 'idle', data: null }
  contentStore.landing = {}
  contentStore.campaigns = { status: 'idle', data: null }
}

/** What the server answers a page with: its markup, or where the app sends this path instead. */
export type Rendered = { html: string } | { redirect: string }

/**
 * The server's render of a lobby route (issue 28): the same App the browser hydrates, its stores started
 * from the answers the page carries, rendered once every lazy screen has loaded (onAllReady), so the
 * HTML holds the whole route. The stores are module state: the caller renders one page at a time
 * (server/web/ssr.ts).
 */
export function render(data: FirstScreenData, host: string): Promise<Rendered> {
  resetStores()
  renderFor(data.platform)
  startFromPage(data, host)
  const ssrContext: { redirectTo?: string } = {}
  return new Promise((resolve, reject) => {
    let failed: unknown
    const stream = renderToPipeableStream(
      <Router ssrPath={data.path} ssrContext={ssrContext}>
        <App />
      </Router>,
      {
        // Every boundary in place, none streamed after the shell: React moves an outlined boundary into
        // place with an inline script the page's CSP does not allow (only its own scripts, by hash), and
        // the browser would hydrate a boundary still pending (React error #419). The page is sent whole
        // anyway (onAllReady); its boundaries still hydrate one by one.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failed) return reject(failed)
          if (ssrContext.redirectTo) return resolve({ redirect: ssrContext.redirectTo })
          const out = new PassThrough()
          const chunks: Buffer[] = []
          out.on('data', (c: Buffer) => chunks.push(c))
          out.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8') }))
          stream.pipe(out)
        },
        onShellError: reject,
        onError(error) {
          failed = error
        },
      },
    )
  })
}
