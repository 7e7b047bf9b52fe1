import { submitLogin } from './support/login.ts'
import { createPlayer } from './support/new-player.ts'
import { expect, type Page, test } from './support/test.ts'

/** A device that remembers a PIN hash for demo1234: the login button opens the PIN screen. */
async function openPinLoginWithStoredPin(page: Page, hash: string) {
  await page.goto('/')
  await page.evaluate((h) => {
    localStorage.setItem('pinHash', JSON.stringify(h))
    localStorage.setItem('pinUserName', JSON.stringify('demo1234'))
  }, hash)
  await page.reload()
  await page.getByRole('button', { name: 'Log ind', exact: true }).locator('visible=true').click()
  return page.getByRole('dialog', { name: 'Log ind med PIN kode' })
}

test('on a phone a player sets a PIN after login and logs in with it next time', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await submitLogin(page, player.userName, player.password)

  const offer = page.getByRole('dialog', { name: 'Log ind med PIN kode' })
  await expect(offer.getByRole('checkbox', { name: 'Vis ikke igen' })).toBeVisible()
  await offer.getByRole('button', { name: 'Brug PIN kode' }).click()
  const setPin = page.getByRole('dialog', { name: 'Vælg din PIN kode' })
  for (const digit of ['1', '3', '5', '7'])
    await setPin.getByRole('button', { name: digit, exact: true }).click()
  await expect(page.getByText('Din PIN kode er gemt')).toBeVisible()
  await expect(setPin).toBeHidden()

  // The session ends on the server; the device keeps its PIN, and the next visit says so.
  await page.request.post('/rest/punter/logout', { headers: { origin: new URL(page.url()).origin } })
  await page.goto('/')
  await page.getByRole('dialog', { name: 'Session udløbet' }).getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/velkommen$/)
  await page.getByRole('button', { name: 'Log ind', exact: true }).locator('visible=true').click()
  const check = page.getByRole('dialog', { name: 'Log ind med PIN kode' })
  await expect(check.getByText(`Velkommen tilbage, ${player.userName}`)).toBeVisible()
  for (const digit of ['0', '0', '0', '0'])
    await check.getByRole('button', { name: digit, exact: true }).click()
  await expect(check.getByRole('alert')).toHaveText('Pin er forkert. Forsøg tilbage: 5')
  for (const digit of ['1', '3', '5', '7'])
    await check.getByRole('button', { name: digit, exact: true }).click()
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
})

test('Glemt? on the PIN screen opens the normal login with the national-ID option', async ({ page }) => {
  const check = await openPinLoginWithStoredPin(page, 'unknown-hash')
  await check.getByRole('button', { name: 'Glemt?' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Log ind' }).getByRole('button', { name: 'Log ind med MitID' }),
  ).toBeVisible()
})

test('a PIN the server does not know is wrong and forgotten', async ({ page }) => {
  const check = await openPinLoginWithStoredPin(page, 'unknown-hash')
  for (const digit of ['1', '2', '3', '4'])
    await check.getByRole('button', { name: digit, exact: true }).click()
  await expect(page.getByText('Forkert pinkode')).toBeVisible()
  await expect(check).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('pinHash'))).toBe('null')
})
