import type { Game } from '../../contract/games.ts'
import { logInWithMitId } from './support/login.ts'
import { answerStopSpillet } from './support/outside-pages.ts'
import { expect, type Page, test } from './support/test.ts'

// Issue 32 item 6 and acceptance line 5 on a phone: a closed game returns to its list, a MitID login
// offers the PIN as a password login does, and the footer's self-test and treatment centres are reachable.

/** The card of a slot playable for fun on a phone, in the list on screen. */
async function slotCard(page: Page, list: string) {
  await expect(page.locator('main .card__name').first()).toBeVisible()
  const res = await page.request.get(`/games-api/games/${list}?platform=mobile`)
  for (const g of ((await res.json()) as { data: { games: Game[] } }).data.games) {
    if (g.category !== 'slots' || g.onlyForMoney || g.platform === 'desktop') continue
    const link = page.getByRole('main').getByRole('link', { name: g.name, exact: true }).first()
    if (await link.count()) return { name: g.name, link }
  }
  throw new Error(`no slot on ${list}`)
}

test('closing a game on a phone returns to the list it was opened from', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/alle-spil/new')
  const { name, link } = await slotCard(page, 'new')
  await link.click()
  await expect(page).toHaveURL(/\/spil\/[^/]+\/fun$/)
  const game = page.getByRole('dialog', { name })
  await expect(game.getByTitle(`Spillet ${name}`)).toBeVisible({ timeout: 30_000 })
  await game.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(page).toHaveURL(/\/alle-spil\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nyheder' })).toBeVisible()
})

test('a MitID login on a phone offers the PIN, as a password login does', async ({ page }) => {
  await logInWithMitId(page)
  await expect(page).toHaveURL(/\/$/)
  const offer = page.getByRole('dialog', { name: 'Log ind med PIN kode' })
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('button', { name: 'Brug PIN kode' })).toBeVisible()
  await offer.getByRole('button', { name: 'Fortsæt uden PIN kode' }).click()
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
})

for (const width of [360, 390] as const) {
  test(`at ${width} px the footer’s self-test link and every treatment centre are reachable and readable`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await answerStopSpillet(context)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const selfTest = footer.getByRole('link', { name: /selvtest/ })
    await selfTest.scrollIntoViewIfNeeded()
    await expect(selfTest).toBeInViewport()
    // A real tap (no force): no fixed bar may stand over it.
    const [popup] = await Promise.all([page.waitForEvent('popup'), selfTest.click()])
    await expect(popup.getByRole('heading', { name: 'Test dit spil' })).toBeVisible()
    await popup.close()

    await footer.getByText('Gratis behandlingssteder').click()
    const centres = footer.getByRole('region', { name: 'Få hjælp' }).getByRole('listitem')
    expect(await centres.count()).toBeGreaterThanOrEqual(4)
    for (const centre of await centres.all()) {
      await centre.scrollIntoViewIfNeeded()
      await expect(centre).toBeInViewport()
      const box = await centre.boundingBox()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width + 0.5).toBe(true)
      // Each is reachable: by phone, or at its web page.
      const ways = centre.getByRole('link')
      expect(await ways.count()).toBeGreaterThanOrEqual(1)
    }
    const ludomani = centres.filter({ hasText: 'Center for Ludomani' })
    expect(await ludomani.count()).toBeGreaterThanOrEqual(3)
    for (const centre of await ludomani.all())
      await expect(centre.getByRole('link', { name: /^Tlf\. \d{2} \d{2} \d{2} \d{2}$/ })).toHaveAttribute(
        'href',
        /^tel:\+45\d{8}$/,
      )
    await expect(footer.getByText('Østergade 42, 5000 Odense C')).toBeVisible()
  })
}
