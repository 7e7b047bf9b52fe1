import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Game } from '../../contract/games.ts'
import { expect, type Page, test } from '../e2e/support/test.ts'

/**
 * A new deployment under a running page (issue 16, Updates): the page finds it, says 'Ny version er
 * klar', the new worker waits for the player's choice, and 'Genindlæs' activates it and reloads.
 * The deployment is the served build's /sw.js changed in place, as every new build changes it
 * (its precache list names each file's revision); the server reads the file on every request.
 */
const SW_FILE = join(process.env.DIST_DIR ?? 'dist', 'sw.js')

test.describe.configure({ mode: 'serial' })

/** A new build: /sw.js changes; the test puts the original back when it ends. */
const deployNewWorker = (original: string) =>
  writeFileSync(SW_FILE, `${original}\n// deployed ${Date.now()}\n`)
const promptOf = (page: Page) => page.getByRole('status').filter({ hasText: 'Ny version er klar' })
/** Marks the page's window: a reload is seen as the mark gone. */
const mark = (page: Page) =>
  page.evaluate(() => {
    ;(window as { beforeUpdate?: boolean }).beforeUpdate = true
  })
const marked = (page: Page) =>
  page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate === true)
const reloaded = (page: Page) =>
  page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate)

test('a new build shows "Ny version er klar", waits for the player, and its button activates it', async ({
  page,
}) => {
  const original = readFileSync(SW_FILE, 'utf8')
  try {
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect(page.getByText('Ny version er klar')).toBeHidden()

    deployNewWorker(original)
    // The page checks for a new version when it gets the focus again (and periodically, and when
    // it becomes visible).
    await page.evaluate(() => dispatchEvent(new Event('focus')))
    const prompt = promptOf(page)
    await expect(prompt).toBeVisible({ timeout: 20_000 })

    // No silent takeover: the new worker waits while the player is still on the old version.
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)
    expect(await waiting()).toBe('installed')
    await page.waitForTimeout(1_000)
    expect(await waiting()).toBe('installed')

    // A player in a game round is never reloaded under their feet: the button says why it waits.
    const slots = (await (await page.request.get('/games-api/games/new?platform=desktop')).json()) as {
      data: { games: Game[] }
    }
    const game = slots.data.games.find((g) => g.category === 'slots' && !g.onlyForMoney)
    if (!game) throw new Error('the seed has a new slot to try for fun')
    await page.goto(`/spil/${game.game_id}/fun`)
    await expect(page.locator('iframe').first()).toBeVisible()
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'Genindlæs' }).click()
    await expect(prompt.getByText('Genindlæs, når du har lukket spillet.')).toBeVisible()
    expect(await waiting()).toBe('installed')

    await page.goto('/')
    await expect(prompt).toBeVisible()
    await mark(page)
    await prompt.getByRole('button', { name: 'Genindlæs' }).click()
    // The page reloaded under the new worker: the mark is gone and nothing waits any more.
    await reloaded(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect.poll(waiting).toBeNull()
    await expect(page.getByText('Ny version er klar')).toBeHidden()
  } finally {
    writeFileSync(SW_FILE, original)
  }
})

test('with two tabs open, "Genindlæs" in one reloads only that one, and the other\'s button then loads the new version', async ({
  context,
}) => {
  const original = readFileSync(SW_FILE, 'utf8')
  try {
    const first = await context.newPage()
    await first.goto('/')
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const second = await context.newPage()
    await second.goto('/')
    await second.waitForFunction(() => navigator.serviceWorker.controller !== null)

    deployNewWorker(original)
    await first.evaluate(() => dispatchEvent(new Event('focus')))
    for (const page of [first, second]) {
      await expect(promptOf(page)).toBeVisible({ timeout: 20_000 })
      await mark(page)
    }
    const controllerOf = (page: Page) =>
      page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)

    // The first tab's player chooses the new version: that tab reloads under it.
    await promptOf(first).getByRole('button', { name: 'Genindlæs' }).click()
    await reloaded(first)
    await expect(promptOf(first)).toBeHidden()
    expect(await controllerOf(first)).toBe('activated')

    // The second tab keeps what its player was doing, and its prompt: nothing waits any more, so its
    // button only has to load the version that took over.
    expect(await marked(second)).toBe(true)
    await expect(promptOf(second)).toBeVisible()
    await promptOf(second).getByRole('button', { name: 'Genindlæs' }).click()
    await reloaded(second)
    await second.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect(promptOf(second)).toBeHidden()
  } finally {
    writeFileSync(SW_FILE, original)
  }
})
