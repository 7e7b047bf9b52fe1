import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { logIn, logInAsNewPlayer } from './support/login.ts'
import { openPage, openPasswordChange, pressInDialogAt } from './support/open-page.ts'
import { expect, test } from './support/test.ts'

test('/konto opens the user area with the name; the avatar cycles', async ({ page }) => {
  await logIn(page, 'demo1234', 'Demo1234')
  await page.goto('/konto')
  const panel = page.getByRole('dialog', { name: 'Min konto' })
  await expect(panel.getByText('Hej, Demo Spiller')).toBeVisible()
  for (const item of ['Indbetaling', 'Historik', 'Indstillinger', 'Ansvarligt spil', 'Anmeld os']) {
    await expect(panel.getByRole('link', { name: item })).toBeVisible()
  }
  const avatar = panel.getByRole('img', { name: /Din avatar/ })
  const before = await avatar.getAttribute('src')
  await panel.getByRole('button', { name: 'Skift avatar' }).click()
  await expect(avatar).not.toHaveAttribute('src', before ?? '')
  await expect(avatar).toHaveAttribute('src', /\/cdn\/avatars\/avatar\d+\.svg$/)

  await expectNoSeriousA11yIssues(page, 'dialog[open]')

  await panel.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(panel).toBeHidden()
})

test('your info: the mobile number is saved, the address is locked, a bad e-mail is refused', async ({
  page,
  request,
}) => {
  await logInAsNewPlayer(page, request)
  await pressInDialogAt(page, '/konto/indstillinger', 'Indstillinger', 'Dine oplysninger')
  await expect(page).toHaveURL(/\/konto\/indstillinger\/din-konto$/)
  const info = page.getByRole('dialog', { name: 'Dine oplysninger' })
  await expect(info.getByLabel('Adresse')).toBeDisabled()
  await expect(info.getByLabel('Postnummer')).toBeDisabled()
  await expect(info.getByLabel('By')).toBeDisabled()
  await expect(info.getByRole('button', { name: 'Bekræft' })).toBeHidden()

  await info.getByLabel('Mobilnummer').fill('87654321')
  await info.getByRole('button', { name: 'Bekræft' }).click()
  await expect(page.getByText('Dine kontooplysninger er blevet ændret')).toBeVisible()
  await expect(info.getByRole('button', { name: 'Bekræft' })).toBeHidden()

  await info.getByLabel('E-mail').fill('ikke-en-email')
  await info.getByLabel('E-mail').press('Enter')
  await expect(info.getByText('Ugyldig email')).toBeVisible()
  await expect(info.getByText('Feltet er udfyldt forkert')).toBeVisible()

  // Closing returns to the settings underneath, then home.
  await info.getByRole('button', { name: 'Luk', exact: true }).click() // a toast inside it says 'Luk besked'
  await expect(page).toHaveURL(/\/konto\/indstillinger$/)
})

test('changing the password: a wrong current one shows the server text, the right one changes it', async ({
  page,
  request,
}) => {
  const player = await logInAsNewPlayer(page, request)
  const form = await openPasswordChange(page)
  await form.getByLabel('Nuværende kodeord').fill('Forkert123')
  await form.getByLabel('Nyt kodeord', { exact: true }).fill('NytKode1234')
  await form.getByLabel('Gentag nyt kodeord').fill('NytKode12')
  await expect(form.getByRole('button', { name: 'Skift kodeord' })).toBeDisabled()
  await form.getByLabel('Gentag nyt kodeord').fill('NytKode1234')
  await form.getByRole('button', { name: 'Skift kodeord' }).click()
  await expect(form.getByText('Forkert kodeord, prøv venligst igen')).toBeVisible()

  await form.getByLabel('Nuværende kodeord').fill(player.password)
  await form.getByRole('button', { name: 'Skift kodeord' }).click()
  await expect(page.getByText('Dit kodeord er blevet ændret')).toBeVisible()
  // Only the new password opens the account now.
  const logInWith = async (password: string) => {
    const res = await request.post('/rest/punter/channelLogin', {
      data: { userName: player.userName, password, channel: 0 },
      headers: { origin: new URL(page.url()).origin },
    })
    return (await res.json()).success
  }
  expect(await logInWith(player.password)).toBe(false)
  expect(await logInWith('NytKode1234')).toBe(true)
})

test('the newsletter switch stays on after a reload', async ({ page, request }) => {
  await logInAsNewPlayer(page, request)
  await page.goto('/konto/indstillinger')
  const toggle = page
    .getByRole('dialog', { name: 'Indstillinger' })
    .getByRole('switch', { name: 'Nyhedsbrev' })
  await expect(toggle).not.toBeChecked()
  const saved = page.waitForResponse('**/rest/punter/newsletterSubscription')
  await toggle.check()
  await saved
  await expect(toggle).toBeChecked()
  await page.reload()
  await expect(
    page.getByRole('dialog', { name: 'Indstillinger' }).getByRole('switch', { name: 'Nyhedsbrev' }),
  ).toBeChecked()
})

test('/afmeld-nyhedsbrev unsubscribes and resubscribes', async ({ page }) => {
  await openPage(page, '/afmeld-nyhedsbrev', 'Afmeld nyhedsbrev')
  await page.getByLabel('E-mail').fill('ikke-en-email')
  await page.getByRole('button', { name: 'Afmeld' }).click()
  await expect(page.getByText('Ugyldig email')).toBeVisible()

  await page.getByLabel('E-mail').fill('nyhed@example.com')
  await page.getByRole('button', { name: 'Afmeld' }).click()
  await expect(page.getByText('Du er nu afmeldt vores nyhedsbrev.')).toBeVisible()
  await page.getByRole('button', { name: 'Tilmeld igen' }).click()
  await expect(page.getByText('Du er nu tilmeldt vores nyhedsbrev')).toBeVisible()
})

test('a temp account sees the verification notice once', async ({ page }) => {
  await logIn(page, 'temp1234', 'Temp1234')
  const notice = page.getByRole('dialog', { name: 'Verificér din konto' })
  await expect(notice).toBeVisible()
  await expect(notice.getByText(/Fristen er \d{2}\.\d{2}\.\d{4}\./)).toBeVisible()
  await expect(notice.getByText('Indtil kontoen er verificeret, kan du ikke hæve penge.')).toBeVisible()
  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(notice).toBeHidden()

  await page.goto('/konto')
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
  await expect(notice).toBeHidden()
})

test('/konto while logged out lands on the login; an unknown item is a 404', async ({ page }) => {
  await page.goto('/konto')
  await expect(page).toHaveURL(/\/log-ind$/)
  await expect(page.getByRole('dialog', { name: 'Log ind' })).toBeVisible()
  await page.goto('/konto/nope')
  await expect(page).toHaveURL(/\/404$/)
})
