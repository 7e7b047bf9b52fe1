import { expect, test } from '../e2e/support/test.ts'
import { waitUntilLobbyKept, waitUntilOfflineReady } from './worker.ts'

test('a repeat visit gets the home lobby first screen from the worker, written from what it stored', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Nye spil' })).toBeVisible()
  await waitUntilOfflineReady(page)
  await waitUntilLobbyKept(page, 'desktop')
  const newGames = await page
    .locator('main section')
    .filter({ hasText: 'Nye spil' })
    .locator('a[href^="/spil/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))

  // No network: only the worker can answer, and its page must already carry the tiles (before any JS).
  await context.setOffline(true)
  const answer = await page.reload()
  expect(answer?.fromServiceWorker()).toBe(true)
  const html = (await answer?.text()) ?? ''
  expect(html).toContain('<meta name="first-screen" content="desktop">')
  for (const href of newGames.slice(0, 11)) expect(html).toContain(`href="${href}"`)
  expect(html).toMatch(/<script type="application\/json" id="first-screen">[^<]*<\/script>/)
  await expect(page.getByRole('heading', { name: 'Top 5 populære spil' })).toBeVisible()
})

/** The Date header of the worker's kept copy of `/` (Cache Storage 'go-home-page'), or null. */
const keptPageDate = (page: import('@playwright/test').Page) =>
  page.evaluate(
    async () => (await (await caches.open('go-home-page')).match('/'))?.headers.get('date') ?? null,
  )

test('online, a repeat visit is answered at once from the kept page, and the kept page is renewed behind it', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Nye spil' })).toBeVisible()
  await waitUntilOfflineReady(page)
  await expect.poll(() => keptPageDate(page)).not.toBeNull()
  const kept = (await keptPageDate(page)) as string
  // A server answer made now carries a later Date (whole seconds).
  await page.waitForTimeout(1_100)

  const answer = await page.reload()
  expect(answer?.fromServiceWorker()).toBe(true)
  // The page came from the phone, not from a round trip to the server (issue 28: a weak connection).
  expect(answer?.headers().date).toBe(kept)
  await expect(page.getByRole('heading', { name: 'Top 5 populære spil' })).toBeVisible()
  // The server's newer page replaced the copy for the next visit.
  await expect.poll(async () => Date.parse((await keptPageDate(page)) ?? '') > Date.parse(kept)).toBe(true)
})
