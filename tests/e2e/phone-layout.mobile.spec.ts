import { submitLogin } from './support/login.ts'
import { expect, type Page, test } from './support/test.ts'

// Issue 16 item 5: at home on a phone, logged in or out, at the two common phone widths.
const WIDTHS = [360, 390] as const
const SCREENS = ['/', '/alle-spil/slots', '/live-casino/all', '/alle-spil/spiludviklere', '/aktuelt']

async function expectNoHorizontalOverflow(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible()
  // Lists and rows arrive after the first paint; measure once the page has its content.
  await page.waitForLoadState('networkidle')
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  // A phone browser widens its layout viewport to fit content that overflows, so innerWidth alone would
  // hide the overflow: both must equal the phone's own width.
  const width = page.viewportSize()?.width
  expect(size.innerWidth, `${path} widened the layout viewport`).toBe(width)
  expect(size.scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(size.innerWidth)
}

/** The element lies wholly inside the viewport horizontally (visible and not pushed off-screen). */
async function expectOnScreen(page: Page, name: string, box: { x: number; width: number } | null) {
  const width = page.viewportSize()?.width ?? 0
  expect(box, `${name} has no box`).not.toBeNull()
  expect(box?.x ?? -1, `${name} starts off-screen`).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends off-screen`).toBeLessThanOrEqual(width + 0.5)
}

/** Logs the demo player in; done once the header shows the logged-in account area. */
async function logIn(page: Page) {
  await submitLogin(page, 'demo1234', 'Demo1234')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Indbetal', exact: true })).toBeVisible()
}

for (const width of WIDTHS) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 } })

    test('logged out: nothing overflows, and login and sign-up show once', async ({ page }) => {
      for (const path of [...SCREENS, '/velkommen']) await expectNoHorizontalOverflow(page, path)
      await page.goto('/alle-spil/slots')
      // The bottom bar carries login and sign-up on a phone (SPEC.md section 2); the header must not repeat them.
      await expect(
        page.getByRole('button', { name: 'Log ind', exact: true }).locator('visible=true'),
      ).toHaveCount(1)
      await expect(
        page.getByRole('link', { name: 'Opret konto', exact: true }).locator('visible=true'),
      ).toHaveCount(1)
      const login = page.getByRole('button', { name: 'Log ind', exact: true }).locator('visible=true')
      await expectOnScreen(page, 'Log ind', await login.boundingBox())
    })

    test('logged in: nothing overflows, and the deposit button and avatar are on screen', async ({
      page,
    }) => {
      // A login and five whole screens, each until the network is quiet.
      test.slow()
      await logIn(page)
      for (const path of SCREENS) {
        await expectNoHorizontalOverflow(page, path)
        const deposit = page.getByRole('link', { name: 'Indbetal', exact: true })
        const avatar = page.getByRole('button', { name: 'Min konto', exact: true })
        await expect(deposit).toBeVisible()
        await expect(avatar).toBeVisible()
        await expectOnScreen(page, 'Indbetal', await deposit.boundingBox())
        await expectOnScreen(page, 'Min konto', await avatar.boundingBox())
      }
    })

    test('the header and the bottom navigation each keep to one line, GO included', async ({ page }) => {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
      const links = nav.getByRole('link')
      await expect(links).toHaveCount(5)
      const boxes = await links.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))
      // One row: every item shares its top edge with the first, and none overlaps the next.
      for (let i = 1; i < boxes.length; i++) {
        expect(Math.abs(boxes[i].top - boxes[0].top)).toBeLessThan(2)
        expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right - 0.5)
      }
      // No label is cut short either: each item's text fits its own box.
      // Measured on the label's text, not the link's scroll box: the active GO offer's ring reaches
      // 2 px past its link on purpose.
      const cut = await links.evaluateAll((els) =>
        els
          .filter((e) => {
            const text = [...e.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)
            if (!text) return false
            const range = document.createRange()
            range.selectNodeContents(text)
            const cs = getComputedStyle(e)
            const room =
              e.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight)
            return range.getBoundingClientRect().width > room + 0.5
          })
          .map((e) => e.textContent),
      )
      expect(cut).toEqual([])
      const header = await page.locator('header').first().boundingBox()
      expect(header?.height ?? 999).toBeLessThan(72)
    })

    test('the sort bar hides once the list is scrolled more than 10 px', async ({ page }) => {
      await page.goto('/alle-spil/slots')
      const sort = page.getByRole('group', { name: 'Sortér efter' })
      await expect(sort).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 11))
      await expect(sort).toBeHidden()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(sort).toBeVisible()
    })
  })
}
