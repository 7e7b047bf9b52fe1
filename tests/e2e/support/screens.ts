import { devices, expect, type Page } from '@playwright/test'

/**
 * Issue 32's screens and sizes: every main screen at two phones, a tablet and a laptop, logged out and
 * logged in; shared by the layout and axe story (screens.spec.ts) and the visual baselines
 * (casino-visual.spec.ts).
 */
export const VIEWPORTS = [
  { label: 'phone 360×640', width: 360, height: 640 },
  { label: 'phone 390×844', width: 390, height: 844 },
  { label: 'tablet 768×1024', width: 768, height: 1024 },
  { label: 'laptop 1366×900', width: 1366, height: 900 },
] as const
export type Viewport = (typeof VIEWPORTS)[number]

/** The browser as the device: a phone is a touch phone, a tablet a touch screen, the laptop a mouse. */
export function deviceFor(vp: Viewport) {
  const { width, height } = vp
  if (width < 768)
    return {
      userAgent: devices['Pixel 7'].userAgent,
      viewport: { width, height },
      isMobile: true,
      hasTouch: true,
    }
  if (width < 1024) return { viewport: { width, height }, hasTouch: true }
  return { viewport: { width, height } }
}

export type Screen = {
  name: string
  path: string
  /** Who sees it: both, only a logged-out visitor, or only a player. */
  who: 'both' | 'out' | 'in'
  /** The dialog the address opens, by its name; else the page's level-1 heading, if it has one. */
  dialog?: string
  heading?: string | RegExp
  /** Opened by a tap rather than an address (the search). */
  open?: (page: Page) => Promise<void>
}

export const SCREENS: Screen[] = [
  { name: 'home', path: '/', who: 'both' },
  { name: 'list', path: '/alle-spil/slots', who: 'both', heading: 'Alle spil' },
  { name: 'new', path: '/alle-spil/new', who: 'both', heading: 'Nyheder' },
  { name: 'providers', path: '/alle-spil/spiludviklere', who: 'both', heading: 'Spiludviklere' },
  { name: 'provider', path: '/providers/scientific', who: 'both', heading: 'Light & Wonder' },
  { name: 'categories', path: '/alle-spil/kategorier', who: 'both', heading: 'Kategorier' },
  { name: 'live', path: '/live-casino/all', who: 'both', heading: /Live casino/ },
  { name: 'campaigns', path: '/aktuelt', who: 'both', heading: 'Aktuelt' },
  { name: 'campaign', path: '/aktuelt/vikingetogt', who: 'both', heading: 'Aktuelt' },
  { name: 'game', path: '/spil/showtime-skatte-pragmatic/fun', who: 'both' },
  {
    name: 'search',
    path: '/',
    who: 'both',
    dialog: 'Søg',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Søg', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Søg' })
      await dialog.getByRole('searchbox').fill('skat')
      // The term is searched 500 ms after the last key: the shot waits for the answer and its pictures,
      // or two still frames of the hint could pass for a settled page.
      await expect(dialog.getByText(/^\d+ spil fundet$/)).toBeVisible()
      await expect
        .poll(() =>
          dialog.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
        )
        .toBe(true)
    },
  },
  { name: 'login', path: '/log-ind', who: 'out', dialog: 'Log ind' },
  { name: 'signup', path: '/opret-konto', who: 'out', dialog: 'Opret konto' },
  { name: 'account', path: '/konto', who: 'in', dialog: 'Min konto' },
  { name: 'settings', path: '/konto/indstillinger', who: 'in', dialog: 'Indstillinger' },
  { name: 'your-info', path: '/konto/indstillinger/din-konto', who: 'in', dialog: 'Dine oplysninger' },
  { name: 'passwords', path: '/konto/indstillinger/adgangskoder', who: 'in', dialog: 'Adgangskoder' },
  { name: 'deposit', path: '/konto/indbetaling', who: 'in', dialog: 'Indbetaling' },
  { name: 'withdraw', path: '/konto/udbetaling', who: 'in', dialog: 'Udbetaling' },
  { name: 'voucher', path: '/konto/voucher', who: 'in', dialog: 'Voucher' },
  { name: 'history', path: '/konto/historik', who: 'in', dialog: 'Historik' },
  { name: 'responsible', path: '/konto/ansvarligt-spil', who: 'in', dialog: 'Ansvarligt spil' },
  {
    name: 'limits',
    path: '/konto/ansvarligt-spil/indbetalingsgr%C3%A6nse',
    who: 'in',
    dialog: 'Indbetalingsgrænse',
  },
  {
    name: 'self-exclusion',
    path: '/konto/ansvarligt-spil/selvudelukkelse',
    who: 'in',
    dialog: 'Selvudelukkelse',
  },
]

/** Opens a screen and waits until what it shows has arrived: its dialog or heading, the lists, the footer. */
export async function openScreen(page: Page, s: Screen) {
  await page.goto(s.path)
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible()
  if (s.open) await s.open(page)
  // A dialog is drawn by the modal host, which comes after the first screen (src/app/AfterFirstScreen.tsx):
  // on a busy box that is more than the 10 s an expectation waits by default.
  if (s.dialog)
    await expect(page.getByRole('dialog', { name: s.dialog, exact: true })).toBeVisible({ timeout: 30_000 })
  else if (s.heading) await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The footer comes in a task after the takeover (src/ui/Later.tsx); the page is whole once it is there.
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await page.evaluate(() => document.fonts.ready)
}

/** Logs the demo player in and waits for the header's deposit button; leaves the dialogs the login opened. */
export async function logInDemo(page: Page) {
  await page.goto('/testing/log-ind')
  const login = page.getByRole('dialog', { name: 'Log ind' })
  await login.getByLabel('Brugernavn').fill('demo1234')
  await login.getByLabel('Kodeord', { exact: true }).fill('Demo1234')
  await login.getByRole('button', { name: 'Log ind', exact: true }).click()
  // The player's header is a chunk loaded with the first login (src/app/HeaderAccount.tsx).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Indbetal', exact: true })).toBeVisible({
    timeout: 30_000,
  })
}
