import { type FirstScreenData, firstScreenUrls } from '../src/lib/first-screen.ts'
import { withFirstScreen } from '../src/lib/first-screen-html.ts'
import { catalogKey } from './catalog-routes.ts'
import { idbCatalogStore, readMeta } from './db.ts'
import { isPlatform, PLATFORM_KEY } from './lobby.ts'

/**
 * The stored answers of the home lobby's first screen, for the platform a page last named, or
 * undefined when one is missing (then the page fetches them itself, through the catalog).
 */
async function storedFirstScreen(): Promise<FirstScreenData | undefined> {
  const platform = await readMeta(PLATFORM_KEY)
  if (!isPlatform(platform)) return undefined
  const answers: Record<string, unknown> = {}
  for (const url of Object.values(firstScreenUrls(platform))) {
    const entry = await idbCatalogStore.get(catalogKey(new URL(url, location.origin)))
    if (!entry) return undefined
    answers[url] = JSON.parse(entry.body)
  }
  return { platform, answers }
}

/**
 * The precached shell for `/` with the first screen written in from what the worker stored (the same
 * markup the server writes, src/lib/first-screen-html.ts), so a repeat visit paints the lobby's tiles
 * before the JS runs. Anything missing or failing answers the plain shell: it is only a head start.
 */
export async function withStoredFirstScreen(shell: Response): Promise<Response> {
  try {
    const data = await storedFirstScreen()
    if (!data || !shell.ok) return shell
    const html = withFirstScreen(await shell.clone().text(), data)
    return new Response(html, { status: shell.status, statusText: shell.statusText, headers: shell.headers })
  } catch {
    return shell
  }
}
