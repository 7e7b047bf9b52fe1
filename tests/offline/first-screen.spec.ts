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
