import type { Game } from '../../contract/games.ts'
import { signedInNewPlayer } from './support/money.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

/**
 * The player area of SPEC.md section 4 as a player meets it on a computer: a game left for the lobby
 * floats minimised and keeps running; the window is dragged, resized from its corner (both kept
 * across a reload), folded to a side tab and back, maximised to its page and closed; the multi-screen
 * holds up to 4 games; a login modal opening during money play ends the game.
 */

type Envelope<T> = { success: boolean; data: T }

async function desktopSlots(page: Page): Promise<Game[]> {
  const res = await page.request.get('/games-api/games?platform=desktop')
  const games = ((await res.json()) as Envelope<{ games: Game[] }>).data.games
  return games.filter(
    (g) => g.category === 'slots' && g.platform !== 'mobile' && !g.onlyForMoney && g.release === 'released',
  )
}

/** A new player who opens the first desktop slot in `mode`; answers the slot. */
async function newPlayerInSlot(page: Page, mode: 'fun' | 'money') {
  await signedInNewPlayer(page)
  const [slot] = await desktopSlots(page)
  if (!slot) throw new Error('no slot')
  await page.goto(`/spil/${slot.game_id}/${mode}`)
  return slot
}

const minimised = (page: Page, name: string) => page.getByRole('region', { name: `${name} (minimeret)` })
const spinButton = (page: Page, name: string) =>
  page.getByTitle(`Spillet ${name}`).contentFrame().getByRole('button', { name: 'Spin', exact: true })

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not on screen')
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
}

/** Drags from the middle of `handle` by (dx, dy) with the mouse, in steps, as a hand would. */
async function drag(page: Page, handle: Locator, dx: number, dy: number) {
  const b = await box(handle)
  const x = b.x + b.width / 2
  const y = b.y + b.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + dy, { steps: 8 })
  await page.mouse.up()
}

test('a game left for the lobby floats minimised; drag, corner resize, side tab, maximise and close', async ({
  page,
}) => {
  // A long story (a new player, a reload, every window control) on a shared, slow machine.
  test.setTimeout(150_000)
  const slot = await newPlayerInSlot(page, 'fun')
  await expect(spinButton(page, slot.name)).toBeVisible()
  // A mark in the game's page: it survives only if the game is never reloaded.
  const game = page.frames().find((f) => f.url().includes('/studio/'))
  if (!game) throw new Error('no game frame')
  await game.evaluate(() => {
    ;(window as unknown as { mark: number }).mark = 42
  })

  await page.getByRole('banner').getByRole('link', { name: 'Hjem' }).click()
  await expect(page).toHaveURL('/')
  const win = minimised(page, slot.name)
  await expect(win).toBeVisible()
  await expect(spinButton(page, slot.name)).toBeVisible()
  expect(await game.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42)

  // Default: 22vw but at least 415 px wide, at x 20 (SPEC.md section 9).
  const start = await box(win)
  expect(start.x).toBe(20)
  expect(start.width).toBe(415)

  // Dragged by its bar; resized only from its bottom-right corner, keeping 16:9 under the bar.
  await drag(page, win.getByRole('button', { name: `Flyt vinduet: ${slot.name}` }), 200, -100)
  const moved = await box(win)
  expect(moved.x).toBe(start.x + 200)
  expect(moved.y).toBe(start.y - 100)
  await drag(page, win.getByRole('button', { name: 'Ændr vinduets størrelse' }), 160, 0)
  const resized = await box(win)
  expect(resized).toMatchObject({ x: moved.x, y: moved.y, width: 575 })
  expect(resized.height).toBe(Math.round((575 * 9) / 16) + 36)
  // Never narrower than 415.
  await drag(page, win.getByRole('button', { name: 'Ændr vinduets størrelse' }), -400, 0)
  expect((await box(win)).width).toBe(415)
  await drag(page, win.getByRole('button', { name: 'Ændr vinduets størrelse' }), 160, 0)

  // The keyboard moves it too.
  await win.getByRole('button', { name: `Flyt vinduet: ${slot.name}` }).press('ArrowLeft')
  expect((await box(win)).x).toBe(resized.x - 20)
  await win.getByRole('button', { name: `Flyt vinduet: ${slot.name}` }).press('ArrowRight')

  // After a reload the game is still minimised, in the same place and size.
  await page.reload()
  await expect(minimised(page, slot.name)).toBeVisible()
  await expect(spinButton(page, slot.name)).toBeVisible()
  expect(await box(minimised(page, slot.name))).toEqual(resized)

  // Folded to a side tab, and back.
  await win.getByRole('button', { name: 'Fold sammen' }).click()
  await expect(win).toBeHidden()
  await page.getByRole('button', { name: `Vis ${slot.name}` }).click()
  await expect(win).toBeVisible()
  await expect(page.getByRole('button', { name: `Vis ${slot.name}` })).toHaveCount(0)

  // Maximise goes to the game's own page; the floating window is gone, the game is on the page.
  await win.getByRole('button', { name: 'Maksimér' }).click()
  await expect(page).toHaveURL(`/spil/${slot.game_id}/fun`)
  await expect(win).toHaveCount(0)
  await expect(spinButton(page, slot.name)).toBeVisible()

  // Full screen covers the page and locks its scrolling.
  await page.getByRole('button', { name: 'Fuld skærm' }).click()
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  const viewport = page.viewportSize()
  expect(await box(page.getByTitle(`Spillet ${slot.name}`))).toMatchObject({ x: 0 })
  expect((await box(page.getByTitle(`Spillet ${slot.name}`))).width).toBe(viewport?.width)
  await page.getByRole('button', { name: 'Afslut fuld skærm' }).click()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')

  // Closing ends the game and clears it: gone, and still gone after a reload.
  await page.getByRole('banner').getByRole('link', { name: 'Hjem' }).click()
  await expect(win).toBeVisible()
  await win.getByRole('button', { name: 'Luk spillet' }).click()
  await expect(win).toHaveCount(0)
  await expect(page.getByTitle(`Spillet ${slot.name}`)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
  await expect(minimised(page, slot.name)).toHaveCount(0)
})

test('multi-screen: up to 4 games chosen in the search, the add control off at 4, down to 1 resets the URL', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signedInNewPlayer(page)
  const slots = await desktopSlots(page)
  const pragmatic = slots.filter((g) => g.subprovider === 'pragmatic')
  const others = slots.filter((g) => g.subprovider !== 'pragmatic')
  const [first, pragmaticOther] = pragmatic
  const [b, c, d] = others
  if (!first || !pragmaticOther || !b || !c || !d) throw new Error('not enough slots')

  await page.goto(`/spil/${first.game_id}/fun`)
  await expect(spinButton(page, first.name)).toBeVisible()
  const add = page.getByRole('button', { name: 'Tilføj spil' })
  const search = page.getByRole('dialog', { name: 'Vælg et spil at tilføje' })
  const card = (name: string) => search.getByRole('link', { name, exact: true })
  const cell = (name: string) =>
    search.locator('li').filter({ has: page.getByRole('link', { name, exact: true }) })
  const find = async (name: string) => {
    await search.getByPlaceholder('Søg efter spil').fill(name)
    await expect(card(name)).toBeVisible()
  }

  let url = `/spil/${first.game_id}/fun`
  for (const [i, g] of [b, c, d].entries()) {
    await add.click()
    // The games on screen are dimmed, and so is another pragmatic game once a pragmatic one is chosen.
    await find(first.name)
    await expect(cell(first.name)).toHaveCSS('opacity', '0.4')
    await find(pragmaticOther.name)
    await expect(cell(pragmaticOther.name)).toHaveCSS('opacity', '0.4')
    await card(pragmaticOther.name).click()
    await expect(search).toBeVisible()
    await find(g.name)
    await expect(cell(g.name)).toHaveCSS('opacity', '1')
    await card(g.name).click()
    url += `${i === 0 ? '?flere=' : ','}${g.game_id}`
    await expect(page).toHaveURL(url)
    for (const shown of [first, b, c, d].slice(0, i + 2))
      await expect(spinButton(page, shown.name)).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: '4 spil på skærmen' })).toBeVisible()
  await expect(add).toBeDisabled()
  await expect(page.getByText('Du kan spille højst 4 spil på én gang.')).toBeVisible()

  // A game played in the multi-screen keeps running while another one leaves it.
  await spinButton(page, d.name).click()
  await page.getByRole('button', { name: `Fjern ${first.name}` }).click()
  await expect(page).toHaveURL(`/spil/${b.game_id}/fun?flere=${c.game_id},${d.game_id}`)
  await expect(page.getByTitle(`Spillet ${first.name}`)).toHaveCount(0)
  await expect(add).toBeEnabled()
  await page.getByRole('button', { name: `Fjern ${b.name}` }).click()
  await page.getByRole('button', { name: `Fjern ${c.name}` }).click()
  // One left: the multi-screen ends and the URL is that game's own page.
  await expect(page).toHaveURL(`/spil/${d.game_id}/fun`)
  await expect(page.getByRole('heading', { name: d.name })).toBeVisible()
  await expect(spinButton(page, d.name)).toBeVisible()
  await expect(page.getByRole('button', { name: `Fjern ${d.name}` })).toHaveCount(0)
})

test('a login modal opening during money play ends the game and clears the minimised window', async ({
  page,
}) => {
  // A long story (a new player, a reload, every window control) on a shared, slow machine.
  test.setTimeout(150_000)
  const slot = await newPlayerInSlot(page, 'money')
  await expect(
    page.getByTitle(`Spillet ${slot.name}`).contentFrame().locator('output.balance'),
  ).toContainText('Saldo')
  await page.getByRole('banner').getByRole('link', { name: 'Hjem' }).click()
  const win = minimised(page, slot.name)
  await expect(win).toBeVisible()

  // The session ends elsewhere (a logout in another tab): this tab learns that it is gone.
  const origin = new URL(page.url()).origin
  const out = await page.request.post('/rest/punter/logout', { headers: { origin } })
  expect(out.ok()).toBe(true)

  const expired = page.getByRole('dialog', { name: 'Session udløbet' })
  await expect(expired).toBeVisible({ timeout: 40_000 })
  // Not yet a login: the game is still there (behind the modal, which hides it from the role tree).
  await expect(page.getByTitle(`Spillet ${slot.name}`)).toHaveCount(1)
  await expired.getByRole('button', { name: 'Log ind' }).click()
  await expect(page.getByRole('dialog', { name: 'Log ind' })).toBeVisible()
  await expect(win).toHaveCount(0)
  await expect(page.getByTitle(`Spillet ${slot.name}`)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Log ind' })).toBeVisible()
  await expect(minimised(page, slot.name)).toHaveCount(0)
})
