import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { logIn, logInAsNewPlayer, submitLogin } from './support/login.ts'
import { createPlayer } from './support/new-player.ts'
import { type APIRequestContext, expect, type Page, test } from './support/test.ts'

/**
 * Responsible gaming as a new player meets it (issue 13): a limit before the first deposit, a deposit
 * refused by the daily limit before any payment window, a raise that waits 24 hours, a lowering that
 * applies at once, and self-exclusion for 24 hours and for good. The test clock is the server's, so
 * these stories run one after another.
 */
test.describe.configure({ mode: 'serial' })

const DAY_MS = 24 * 3600_000
const header = (page: Page) => page.getByRole('banner')
const paymentWindow = (page: Page) => page.getByTitle('Betalingsvindue')
const dateTime = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/

/** Moves the server's test clock (CASINO_TEST_CLOCK=1 in scripts/e2e-server.mjs). */
async function advanceClock(api: APIRequestContext, ms: number) {
  const origin = new URL((await api.get('/health')).url()).origin
  const res = await api.post('/__test/clock', { data: { advanceMs: ms }, headers: { origin } })
  expect(res.ok()).toBe(true)
}

async function startDeposit(page: Page, kr: number) {
  await page.goto('/konto/indbetaling')
  const dialog = page.getByRole('dialog', { name: 'Indbetaling' })
  await dialog.getByRole('button', { name: 'Fortsæt uden bonus' }).click()
  await dialog.getByLabel('Beløb i kr.').fill(String(kr))
  await dialog.getByRole('button', { name: 'Indbetal' }).click()
  return dialog
}

async function payByCard(page: Page) {
  const frame = paymentWindow(page).contentFrame()
  await frame.getByLabel('Kortnummer').fill('4111 1111 1111 1111')
  await frame.getByLabel('Udløbsdato').fill('12/39')
  await frame.getByLabel('Kontrolcifre').fill('123')
  await frame.getByRole('button', { name: 'Betal' }).click()
  await frame.getByRole('button', { name: 'Bekræft' }).click()
}

async function openLimits(page: Page) {
  await page.goto('/konto/ansvarligt-spil/indbetalingsgr%C3%A6nse')
  const dialog = page.getByRole('dialog', { name: 'Indbetalingsgrænse' })
  await expect(dialog.getByRole('tab', { name: 'Daglig', selected: true })).toBeVisible()
  return dialog
}

test('a new player sets a daily limit first; the limit refuses a deposit, a raise waits 24 hours, a lowering applies at once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const player = await createPlayer(page.request, { dailyLimit: null })
  await page.reload()

  // Before any deposit: the fast deposit limit modal, with its quick option (SPEC.md section 4).
  const fast = page.getByRole('dialog', { name: 'Sæt en daglig indbetalingsgrænse' })
  await expect(fast).toBeVisible()
  await expect(fast.getByRole('button', { name: 'Maks. 50.000 kr.' })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  const field = fast.getByLabel('Daglig grænse i kr.')
  await expect(fast.getByRole('button', { name: 'Sæt grænse' })).toBeDisabled()
  await field.fill('49')
  await field.blur()
  await expect(fast.getByText('Minimum beløb er 50 kr.')).toBeVisible()
  await field.fill('0500')
  await expect(fast.getByRole('alert')).toBeVisible()
  // Closed without a limit, the deposit button asks for it again.
  await fast.getByRole('button', { name: 'Luk', exact: true }).click()
  await header(page).getByRole('link', { name: 'Indbetal' }).click()
  await expect(fast).toBeVisible()
  await field.fill('500')
  await field.press('Enter')
  await expect(page.getByText('Din daglige indbetalingsgrænse er sat til 500 kr.')).toBeVisible()
  await expect(fast).toBeHidden()

  await startDeposit(page, 400)
  await payByCard(page)
  await expect(page.getByText('Din indbetaling på 400,00 kr. er gennemført')).toBeVisible()

  // 200 kr. more passes the daily 500: the daily-limit message, and no payment window opens.
  await startDeposit(page, 200)
  const warning = page.getByRole('dialog', { name: 'Indbetalingsgrænse' })
  await expect(warning.getByText('Indbetalingen overskrider din daglige indbetalingsgrænse.')).toBeVisible()
  await expect(warning.getByText('Du kan indbetale højst 100,00 kr. lige nu.')).toBeVisible()
  await expect(paymentWindow(page)).toHaveCount(0)

  // A raise waits 24 hours, shown with its date; the limit in force stays 500.
  let limits = await openLimits(page)
  await expect(limits.getByText('500 kr.', { exact: true })).toBeVisible()
  await limits.getByRole('button', { name: 'Rediger' }).click()
  await expect(limits.getByText('Daglig grænse: Max. grænse er 100.000 kr.')).toBeVisible()
  await limits.getByLabel('Daglig grænse i kr.').fill('1000')
  await limits.getByRole('button', { name: 'Sæt grænse' }).click()
  const pending = limits.getByText(/^Ny grænse 1\.000 kr\. gælder fra /)
  await expect(pending).toHaveText(dateTime)
  await expect(limits.getByText('500 kr.', { exact: true })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'dialog[open]')

  // A day later the raise is in force. The session is long gone: the page says so (SPEC.md section 4)
  // and its 'Log ind' takes the player back in.
  await advanceClock(page.request, DAY_MS + 60_000)
  await page.reload()
  const expired = page.getByRole('dialog', { name: 'Session udløbet' })
  await expect(expired.getByText('Din session er udløbet. Log venligst ind igen.')).toBeVisible()
  await expired.getByRole('button', { name: 'Log ind', exact: true }).click()
  const login = page.getByRole('dialog', { name: 'Log ind' })
  await login.getByRole('button', { name: 'Log ind med brugernavn og kodeord' }).click()
  await login.getByLabel('Brugernavn').fill(player.userName)
  await login.getByLabel('Kodeord', { exact: true }).fill(player.password)
  await login.getByRole('button', { name: 'Log ind', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
  limits = await openLimits(page)
  await expect(limits.getByText('1.000 kr.', { exact: true })).toBeVisible()
  await expect(limits.getByText(/^Ny grænse/)).toHaveCount(0)

  // A lowering applies at once.
  await limits.getByRole('button', { name: 'Rediger' }).click()
  await limits.getByLabel('Daglig grænse i kr.').fill('300')
  await limits.getByLabel('Daglig grænse i kr.').press('Enter')
  await expect(limits.getByText('300 kr.', { exact: true })).toBeVisible()
  await expect(limits.getByText(/^Ny grænse/)).toHaveCount(0)
  await page.reload()
  await expect(
    page.getByRole('dialog', { name: 'Indbetalingsgrænse' }).getByText('300 kr.', { exact: true }),
  ).toBeVisible()
})

test('self-exclusion for 24 hours: logged out, login refused with the end time, allowed again a day later', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const player = await logInAsNewPlayer(page, request)

  // Two taps from the account menu: Ansvarligt spil, then Selvudelukkelse.
  await page.getByRole('dialog', { name: 'Min konto' }).getByRole('link', { name: 'Ansvarligt spil' }).click()
  const panel = page.getByRole('dialog', { name: 'Ansvarligt spil' })
  await expect(panel.getByText('Indbetalt i dag')).toBeVisible()
  await panel.getByRole('link', { name: 'Selvudelukkelse' }).click()
  const dialog = page.getByRole('dialog', { name: 'Selvudelukkelse' })
  await expect(dialog.getByText('70 22 28 25')).toBeVisible()
  await expect(dialog.getByText(/ROFUS/).first()).toBeVisible()
  await expect(dialog.getByText(/NemKonto/)).toBeVisible()
  await dialog.getByLabel('Pause i 24 timer').check()
  const submit = dialog.getByRole('button', { name: 'Udeluk mig' })
  await expect(submit).toBeDisabled()
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  await dialog.getByRole('checkbox').first().check()
  await submit.click()

  const text = page.getByRole('dialog', { name: 'Du er nu udelukket' })
  await expect(text.getByText('Du vil blive udelukket i den valgte periode.')).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Log ind' })).toBeVisible()
  await text.getByRole('button', { name: 'OK' }).click()

  const login = await submitLogin(page, player.userName, player.password)
  await expect(
    login.getByText(/^Din selvudelukkelse er aktiv frem til \d{2}\.\d{2}\.\d{2} kl \d{2}:\d{2}$/),
  ).toBeVisible()

  await advanceClock(request, DAY_MS + 60_000)
  await logIn(page, player.userName, player.password)
})

test('permanent exclusion with a balance: the balance goes to NemKonto and login is refused for good', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const player = await createPlayer(page.request)
  await page.reload()
  await startDeposit(page, 100)
  await payByCard(page)
  await expect(page.getByText('Din indbetaling på 100,00 kr. er gennemført')).toBeVisible()

  await page.goto('/konto/ansvarligt-spil/selvudelukkelse')
  const dialog = page.getByRole('dialog', { name: 'Selvudelukkelse' })
  await dialog.getByLabel('Permanent udelukkelse').check()
  const submit = dialog.getByRole('button', { name: 'Udeluk mig' })
  await dialog.getByRole('checkbox').first().check()
  // Permanent needs the second checkbox too (SPEC.md section 5).
  await expect(submit).toBeDisabled()
  await dialog.getByLabel(/ikke kan fortrydes/).check()
  await submit.click()

  const text = page.getByRole('dialog', { name: 'Du er nu udelukket' })
  await expect(
    text.getByText('Din saldo på 100,00 kr. udbetales til din NemKonto, og din konto lukkes.'),
  ).toBeVisible()
  await text.getByRole('button', { name: 'OK' }).click()

  await advanceClock(page.request, 400 * DAY_MS)
  const login = await submitLogin(page, player.userName, player.password)
  await expect(login.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toHaveCount(0)
})

test("'Ansvarligt spil' opens the panel from the top bar and the footer, logged out too", async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('.topbar').getByRole('button', { name: 'Ansvarligt spil' }).click()
  const panel = page.getByRole('dialog', { name: 'Ansvarligt spil' })
  await expect(panel.getByText('StopSpillet', { exact: true })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Tlf. 70 22 28 25' })).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  await panel.getByRole('button', { name: 'Luk', exact: true }).click()
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ansvarligt spil' }).click()
  await expect(panel).toBeVisible()
})
