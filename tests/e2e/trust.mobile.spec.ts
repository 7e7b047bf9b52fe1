import { submitLogin } from './support/login.ts'
import { answerStopSpillet } from './support/outside-pages.ts'
import { expect, type Page, test } from './support/test.ts'

// Issue 32 items 3 and 5: the footer's help on a phone, and a top bar that keeps every link on screen.

test('from the footer a phone player reaches the self-test, every treatment centre and the cookie settings', async ({
  page,
  context,
}) => {
  await answerStopSpillet(context)
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const selfTest = footer.getByRole('link', { name: /selvtest/ })
  await selfTest.scrollIntoViewIfNeeded()
  const [popup] = await Promise.all([page.waitForEvent('popup'), selfTest.click()])
  await expect(popup).toHaveURL(/^https:\/\/www\.stopspillet\.dk\//)
  await popup.close()

  await footer.getByText('Gratis behandlingssteder').click()
  const centres = footer.getByRole('region', { name: 'Få hjælp' }).getByRole('listitem')
  const names = await centres.locator('.rg__centre').allTextContents()
  expect(names).toEqual(
    expect.arrayContaining([
      'Center for Ludomani, København',
      'Center for Ludomani, Odense',
      'Center for Ludomani, Aarhus',
      'StopSpillet',
    ]),
  )
  await expect(footer.getByText('Østergade 42, 5000 Odense C')).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Tlf. 70 11 18 10' }).first()).toHaveAttribute(
    'href',
    'tel:+4570111810',
  )
  await expect(footer).not.toContainText('adresse på')
  // Licence, 18+ and the payment marks are there.
  await expect(footer.getByRole('link', { name: 'Se tilladelsen hos Spillemyndigheden' })).toHaveAttribute(
    'href',
    /spillemyndigheden\.dk/,
  )
  await expect(footer.getByRole('img', { name: /fyldt 18 år/ })).toBeVisible()
  for (const pay of ['Visa', 'Mastercard', 'MobilePay', 'Apple Pay'])
    await expect(footer.getByRole('img', { name: pay, exact: true })).toBeVisible()
  // The cookie link is not under a fixed bar: a real tap (no force) opens the settings.
  await footer.getByRole('button', { name: 'Cookie-indstillinger' }).click()
  await expect(page.getByRole('dialog', { name: 'Cookie-indstillinger' })).toBeVisible()
})

async function expectTopBarOnScreen(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const width = page.viewportSize()?.width ?? 0
  const bar = page.locator('.topbar')
  for (const name of ['Licenseret af Spillemyndigheden', 'ROFUS', 'Ansvarligt spil', 'StopSpillet']) {
    // 'Ansvarligt spil' is a link logged in and a button logged out.
    const el = bar.getByRole('link', {
      name,
      exact: true,
    })
    const target = (await el.count()) ? el : bar.getByRole('button', { name, exact: true })
    await expect(target, name).toBeVisible()
    const box = await target.boundingBox()
    expect(box?.x ?? -1, `${name} starts off-screen`).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends off-screen`).toBeLessThanOrEqual(width + 0.5)
    // Not clipped by the bar itself.
    const barBox = await bar.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
      (barBox?.x ?? 0) + (barBox?.width ?? 0) + 0.5,
    )
  }
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    bar: (document.querySelector('.topbar') as HTMLElement).scrollWidth,
    barClient: (document.querySelector('.topbar') as HTMLElement).clientWidth,
  }))
  expect(size.inner).toBe(width)
  expect(size.scroll).toBeLessThanOrEqual(size.inner)
  expect(size.bar, 'the top bar scrolls sideways').toBeLessThanOrEqual(size.barClient)
}

for (const width of [360, 390] as const) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 } })
    test('the top bar keeps licence, ROFUS, Ansvarligt spil and StopSpillet on screen, logged out and in', async ({
      page,
    }) => {
      await page.goto('/')
      await expectTopBarOnScreen(page)
      await submitLogin(page, 'demo1234', 'Demo1234')
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Indbetal', exact: true }),
      ).toBeVisible()
      await page.goto('/')
      await expectTopBarOnScreen(page)
    })
  })
}
