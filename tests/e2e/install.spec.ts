import { openSidebar } from './support/open-page.ts'
import { type BrowserContext, expect, type Page, test } from './support/test.ts'

// Issue 16 item 1: installable, an offer after real use (never on arrival), and the install events in
// the data layer only with the player's marketing consent.

type Manifest = {
  id: string
  name: string
  short_name: string
  start_url: string
  display: string
  lang: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
  shortcuts: { name: string; url: string }[]
  screenshots: { src: string; sizes: string; type: string; form_factor: string }[]
}

test('the manifest is valid JSON with the required fields, and its images are PNGs that decode', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const res = await request.get('/manifest.webmanifest')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const m = (await res.json()) as Manifest
  expect(m.lang).toBe('da')
  expect(m.name).toContain('GO Casino')
  expect(m.short_name.length).toBeGreaterThan(0)
  expect(m.short_name.length).toBeLessThanOrEqual(12)
  expect(m.id).toBe('/')
  expect(m.start_url).toBe('/')
  expect(m.display).toBe('standalone')
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  const png = m.icons.filter((i) => i.type === 'image/png')
  expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(m.icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true)
  expect(m.shortcuts.map((s) => s.name)).toEqual(['Alle spil', 'Live casino'])
  expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide'])

  // Every image the manifest and the page name answers its declared type and decodes at its declared size.
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  const images = [...png, ...m.screenshots, { src: appleIcon ?? '', sizes: '180x180', type: 'image/png' }]
  for (const icon of images) {
    const r = await request.get(icon.src)
    expect(r.status(), icon.src).toBe(200)
    expect(r.headers()['content-type'], icon.src).toBe(icon.type)
    const size = await page.evaluate(async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      return `${img.naturalWidth}x${img.naturalHeight}`
    }, icon.src)
    expect(size, icon.src).toBe(icon.sizes)
  }
})

/** A beforeinstallprompt as Chromium fires it, answering `outcome` from the browser's own dialog. */
async function fireInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((outcome) => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    e.prompt = async () => {
      ;(window as unknown as { prompted: boolean }).prompted = true
    }
    e.userChoice = Promise.resolve({ outcome, platform: 'web' })
    window.dispatchEvent(e)
  }, outcome)
}

const installEvents = (page: Page) =>
  page.evaluate(() =>
    ((window.dataLayer ?? []) as { event?: string; outcome?: string }[]).filter(
      (e) => e.event === 'pwa_install',
    ),
  )

async function giveMarketingConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'cookie_consent', value: 'statistics=1&marketing=1', url: baseURL ?? 'http://localhost' },
  ])
}

/**
 * A second visit (a new tab) in which the player moves to another screen, real use; then the browser
 * offers installing, and its own dialog will answer `outcome`.
 */
async function secondVisitWithUse(context: BrowserContext, outcome: 'accepted' | 'dismissed') {
  const first = await context.newPage()
  await first.goto('/')
  // The header is painted before the app's JS arrives; its 'Log ind' works once the app is there.
  await expect(first.getByRole('button', { name: 'Log ind' })).toBeEnabled()
  await first.close()
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Alle spil' }).click()
  await expect(page).toHaveURL(/\/alle-spil\//)
  await expect(page.getByRole('heading', { name: 'Alle spil', level: 1 })).toBeVisible()
  await fireInstallPrompt(page, outcome)
  return page
}

const offer = (page: Page) => page.getByRole('region', { name: 'Installer appen' })

test('no offer on arrival, even when the browser allows installing', async ({ page, context, baseURL }) => {
  await giveMarketingConsent(context, baseURL)
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible()
  await fireInstallPrompt(page, 'accepted')
  await page.waitForTimeout(500)
  await expect(offer(page)).toHaveCount(0)
  expect(await installEvents(page)).toEqual([])
})

test('after real use the offer shows; accepting it prompts and the answer and the install reach the data layer', async ({
  context,
  baseURL,
}) => {
  await giveMarketingConsent(context, baseURL)
  const page = await secondVisitWithUse(context, 'accepted')
  await expect(offer(page)).toBeVisible()
  await expect(offer(page).getByText('Læg GO Casino på din hjemmeskærm')).toBeVisible()
  expect(await installEvents(page)).toEqual([{ event: 'pwa_install', outcome: 'shown' }])
  await offer(page).getByRole('button', { name: 'Installer' }).click()
  await expect(offer(page)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await expect
    .poll(() => installEvents(page))
    .toEqual([
      { event: 'pwa_install', outcome: 'shown' },
      { event: 'pwa_install', outcome: 'accepted' },
      { event: 'pwa_install', outcome: 'installed' },
    ])
})

test("'Ikke nu' dismisses the offer, says so to the data layer, and it stays away", async ({
  context,
  baseURL,
}) => {
  await giveMarketingConsent(context, baseURL)
  const page = await secondVisitWithUse(context, 'dismissed')
  await offer(page).getByRole('button', { name: 'Ikke nu' }).click()
  await expect(offer(page)).toHaveCount(0)
  expect(await installEvents(page)).toEqual([
    { event: 'pwa_install', outcome: 'shown' },
    { event: 'pwa_install', outcome: 'dismissed' },
  ])
  const again = await secondVisitWithUse(context, 'accepted')
  await again.waitForTimeout(500)
  await expect(offer(again)).toHaveCount(0)
})

test('without marketing consent the offer still works but nothing reaches the data layer', async ({
  context,
}) => {
  const page = await secondVisitWithUse(context, 'accepted')
  await expect(offer(page)).toBeVisible()
  await offer(page).getByRole('button', { name: 'Installer' }).click()
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await page.waitForTimeout(300)
  const events = await page.evaluate(() => (window.dataLayer ?? []) as { event?: string }[])
  expect(events.filter((e) => e.event === 'pwa_install' || e.event === 'page_view')).toEqual([])
})

test("on an iPhone the sidebar's hint shows the 'Føj til hjemmeskærm' steps", async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto('/')
  await openSidebar(page)
  await page.getByRole('button', { name: 'Vis mig hvordan' }).click()
  await expect(offer(page).getByText('Føj til hjemmeskærm', { exact: true })).toBeVisible()
  await expect(offer(page).getByText(/Tryk på Del og derefter »Føj til hjemmeskærm«/)).toBeVisible()
  await context.close()
})
