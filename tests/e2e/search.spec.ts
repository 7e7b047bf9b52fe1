import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { expect, type Page, test } from './support/test.ts'

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Søg' })

async function openSearch(page: Page) {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Søg' }).click()
  const dialog = searchDialog(page)
  await expect(dialog.getByPlaceholder('Søg efter spil')).toBeVisible()
  return dialog
}

const countOf = async (dialog: ReturnType<typeof searchDialog>) => {
  const text = (await dialog.getByText(/^\d+ spil fundet$/).textContent()) ?? ''
  return Number(text.split(' ')[0])
}

test("a visitor searches 'vik' and finds the viking games with a count", async ({ page }) => {
  // Two axe-core scans of a dialog full of results: 25-55 s on a loaded 2-core CI box.
  test.slow()
  const dialog = await openSearch(page)
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  await dialog.getByPlaceholder('Søg efter spil').fill('vik')
  await expect(dialog.getByText(/^\d+ spil fundet$/)).toBeVisible()
  const n = await countOf(dialog)
  expect(n).toBeGreaterThan(5)
  const names = await dialog.locator('a[href^="/spil/"]').allTextContents()
  expect(names.length).toBe(Math.min(n, 20))
  for (const name of names) expect(name.toLowerCase()).toContain('vik')
  await expectNoSeriousA11yIssues(page, 'dialog[open]')

  // 'Nustil' clears the term and the results.
  await dialog.getByRole('button', { name: 'Nustil' }).click()
  await expect(dialog.getByPlaceholder('Søg efter spil')).toHaveValue('')
  await expect(dialog.locator('a[href^="/spil/"]')).toHaveCount(0)
})

test('a title typed with one letter wrong still finds that game first', async ({ page }) => {
  await page.goto('/')
  // A title the player has seen in the lobby.
  const seen = page.getByRole('region', { name: 'Nye spil' }).locator('a[href^="/spil/"]').first()
  await expect(seen).toBeVisible()
  const title = ((await seen.textContent()) ?? '').trim()
  const words = title.split(' ')
  const i = words.findIndex((w) => w.length >= 5)
  expect(i).toBeGreaterThanOrEqual(0)
  const w = words[i] ?? ''
  words[i] = `${w.slice(0, 2)}${w[2] === 'x' ? 'z' : 'x'}${w.slice(3)}`
  const typo = words.join(' ')
  expect(typo).not.toBe(title)

  await page.getByRole('banner').getByRole('button', { name: 'Søg' }).click()
  const dialog = searchDialog(page)
  await dialog.getByPlaceholder('Søg efter spil').fill(typo)
  await expect(dialog.locator('a[href^="/spil/"]').first()).toHaveText(title)
})

test('smart filters: volatility Høj, a theme and a provider; Se {n} spil matches the results', async ({
  page,
}) => {
  // Test data: a provider that has a high-volatility viking slot, read as the lobby reads the catalogue.
  const all = (await (await page.request.get('/games-api/games')).json()).data.games as {
    theme: string
    feature: string
    subprovider: string
    provider_id: number
  }[]
  const providers = (await (await page.request.get('/games-api/providers')).json()).data as {
    id: number
    name: string
    title: string
  }[]
  const hit = all.find((g) => g.theme.split('|').includes('vikinger') && g.feature === 'hifreq')
  const provider = providers.find((p) => p.id === hit?.provider_id)
  if (!provider) throw new Error('no high-volatility viking slot in the catalogue')

  const dialog = await openSearch(page)
  await dialog.getByRole('button', { name: 'Smart filter' }).click()
  const filters = page.getByRole('dialog', { name: 'Smart filter' })
  await expect(filters.getByRole('group', { name: 'Volatilitet' })).toBeVisible()
  for (const group of ['Funktioner', 'Spiludvikler', 'Volatilitet', 'Gevinstlinjer', 'Tema'])
    await expect(filters.getByRole('group', { name: group })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'dialog[open]:last-of-type')

  // The button says 'Tæller…' from the click until the search for the new filters answers, then how
  // many it found. On a busy machine 'Tæller…' can come and go between two looks, so the test waits for
  // that search's answer instead of trying to see it.
  const show = filters.getByRole('button', { name: /^(Se \d+ spil|Tæller…)$/ })
  const countAfter = async (click: () => Promise<void>) => {
    const answered = page.waitForResponse((r) => r.url().includes('/smart-search?') && r.ok())
    await click()
    await answered
    await expect(show).toHaveText(/^Se \d+ spil$/)
    return Number(((await show.textContent()) ?? '').replace(/\D/g, ''))
  }
  await countAfter(() =>
    filters.getByRole('group', { name: 'Volatilitet' }).getByRole('button', { name: 'Høj' }).click(),
  )
  const before = await countAfter(() =>
    filters.getByRole('group', { name: 'Tema' }).getByRole('button', { name: 'Vikinger' }).click(),
  )
  const n = await countAfter(() =>
    filters
      .getByRole('group', { name: 'Spiludvikler' })
      .getByRole('button', { name: provider.title })
      .click(),
  )
  expect(n).toBeGreaterThan(0)
  expect(n).toBeLessThanOrEqual(before)
  await show.click()
  await expect(filters).toBeHidden()
  await expect(dialog.getByText(`${n} spil fundet`, { exact: true })).toBeVisible()
  await expect(dialog.locator('a[href^="/spil/"]')).toHaveCount(n)

  // 'Nulstil alt' turns every filter off.
  await dialog.getByRole('button', { name: /Smart filter/ }).click()
  await filters.getByRole('button', { name: 'Nulstil alt' }).click()
  await expect(filters.getByRole('button', { pressed: true })).toHaveCount(0)
})

test('a hotkey category searches by itself, and results load 20 more at the end of the list', async ({
  page,
}) => {
  const dialog = await openSearch(page)
  for (const group of ['Funktioner', 'Spiludviklere', 'Temaer'])
    await expect(dialog.getByRole('group', { name: group })).toBeVisible()
  await dialog
    .getByRole('group', { name: 'Funktioner' })
    .getByRole('button', { name: 'Gratis spins' })
    .click()
  await expect(dialog.getByText(/^\d+ spil fundet$/)).toBeVisible()
  const n = await countOf(dialog)
  expect(n).toBeGreaterThan(40)
  const cards = dialog.locator('a[href^="/spil/"]')
  // Pages of 20 fill the panel; the next 20 come when the end of the list is within 20 px.
  await expect.poll(async () => (await cards.count()) % 20).toBe(0)
  const before = await cards.count()
  expect(before).toBeGreaterThanOrEqual(20)
  expect(before).toBeLessThan(n)
  await dialog.locator('.sentinel').scrollIntoViewIfNeeded()
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(before + 20)
  expect((await cards.count()) % 20 === 0 || (await cards.count()) === n).toBe(true)
})

test('a visitor who taps a favourite heart is told to log in', async ({ page }) => {
  const dialog = await openSearch(page)
  await dialog.getByPlaceholder('Søg efter spil').fill('vik')
  await dialog
    .getByRole('button', { name: /^Tilføj .* til favoritter$/ })
    .first()
    .click()
  await expect(
    page.getByText('For at kunne tilføje spillet til favoritter, skal du være logget ind.'),
  ).toBeVisible()
})
