import { lookupPerson } from '../../server/identity/sandbox-people.ts'
import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { freshAdultCpr, uniqueStamp } from './support/new-player.ts'
import { expect, type Page, test } from './support/test.ts'

// The e2e database is shared by every test of a run: anything that creates an account is unique.
const stamp = uniqueStamp()

const signupDialog = (page: Page) => page.getByRole('dialog', { name: 'Opret konto' })

async function startSignup(page: Page, cpr: string, email: string) {
  await page.goto('/opret-konto')
  const dialog = signupDialog(page)
  await expect(dialog.getByText('Trin 1 af 4')).toBeVisible()
  await dialog.getByLabel('CPR-nummer').fill(cpr)
  await dialog.getByLabel('E-mail', { exact: true }).fill(email)
  await dialog.getByRole('button', { name: 'Fortsæt med MitID' }).click()
  return dialog
}

test('a new player signs up through all four steps with MitID and is logged in', async ({ page }) => {
  // Four steps, a MitID round trip and an axe scan: longer than one screen's budget on a busy CI box.
  test.slow()
  const cpr = freshAdultCpr()
  const person = lookupPerson(cpr)
  if (!person) throw new Error(`freshAdultCpr made an invalid CPR ${cpr}`)
  await page.goto('/opret-konto')
  const dialog = signupDialog(page)
  await expect(dialog.getByText('Trin 1 af 4')).toBeVisible({ timeout: 30_000 }) // the modal host comes after the first screen
  await expect(dialog.getByLabel('CPR-nummer')).toBeFocused()
  // Validation on submit: errors under the fields, nothing sent.
  await dialog.getByRole('button', { name: 'Fortsæt med MitID' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Skal udfyldes' })).toHaveCount(2)

  await dialog.getByLabel('CPR-nummer').fill(`${cpr.slice(0, 6)}-${cpr.slice(6)}`)
  await dialog.getByLabel('E-mail', { exact: true }).fill(`spiller.${stamp}@example.dk`)
  await dialog.getByRole('button', { name: 'Fortsæt med MitID' }).click()

  // The MitID sandbox, with the CPR number carried over.
  await expect(page.getByRole('heading', { name: 'MitID' })).toBeVisible()
  await expect(page.getByLabel('CPR-nummer')).toHaveValue(cpr)
  await page.getByRole('button', { name: 'Godkend' }).click()

  // Back home with step 3: the CPR register's data for review.
  await expect(page).toHaveURL(/\/$/)
  await expect(dialog.getByText('Trin 3 af 4')).toBeVisible()
  await expect(dialog.getByText(person.firstName, { exact: true })).toBeVisible()
  await expect(dialog.getByText(person.address)).toBeVisible()
  await dialog.getByRole('button', { name: 'Ret' }).click()
  await expect(dialog.getByLabel('Fornavn')).toHaveValue(person.firstName)
  await expect(dialog.getByLabel('Postnummer')).toHaveValue(person.zip)
  await dialog.getByRole('button', { name: 'Bekræft' }).click()

  // Step 4: the account.
  await expect(dialog.getByText('Trin 4 af 4')).toBeVisible()
  // Submitting from a focused empty field: its blur error must not swallow the click.
  await expect(dialog.getByLabel('Brugernavn')).toBeFocused()
  await dialog.getByRole('button', { name: 'Opret konto' }).click()
  await expect(dialog.getByText('Skal udfyldes "sikkerhedsspørgsmål"')).toBeVisible()
  await expect(dialog.getByText('Skal udfyldes "forventet spilleomfang"')).toBeVisible()
  await expect(dialog.getByText('Accepter betingelser')).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'dialog')

  await dialog.getByLabel('Brugernavn').fill('abc')
  await dialog.getByLabel('Kodeord').click()
  await expect(dialog.getByText(/^Brugernavnet skal have mindst 6 tegn/)).toBeVisible()
  await dialog.getByLabel('Brugernavn').fill(`spiller${stamp}1`.slice(0, 30))
  await dialog.getByLabel('Kodeord').fill('Hemmelig12')
  await dialog.getByLabel('Mobilnummer').fill('20304050')
  await dialog.getByLabel('Sikkerhedsspørgsmål').selectOption({ index: 1 })
  await dialog.getByLabel('Svar', { exact: true }).fill('Fido')
  await dialog.getByLabel('Forventet spilleomfang').selectOption({ label: '1.000 – 5.000 kr.' })
  await dialog.getByLabel('Jeg accepterer betingelserne').check()
  await dialog.getByRole('button', { name: 'Opret konto' }).click()

  await expect(page.getByText('Velkommen til GO Casino')).toBeVisible()
  await expect(signupDialog(page)).toHaveCount(0)
  await expect(page.getByText('Saldo', { exact: true })).toBeVisible()
})

test('a CPR number under 18 is refused in step 1', async ({ page }) => {
  const dialog = await startSignup(page, '1503104321', `ung.${stamp}@example.dk`)
  await expect(dialog.getByRole('alert')).toHaveText('Du skal være fyldt 18 år for at spille hos os.')
  await expect(dialog.getByText('Trin 1 af 4')).toBeVisible()
})

test('a CPR number registered in ROFUS is refused in step 1', async ({ page }) => {
  const dialog = await startSignup(page, '2407752222', `rofus.${stamp}@example.dk`)
  await expect(dialog.getByRole('alert')).toContainText('ROFUS')
})

test('an e-mail that already has an account opens the email-exists popup', async ({ page }) => {
  await startSignup(page, '1010901235', 'demo1234@example.dk')
  const popup = page.getByRole('dialog', { name: 'Velkommen tilbage!' })
  await expect(popup).toBeVisible()
  await expect(
    popup.getByText('Der findes allerede en konto med denne e-mail', { exact: false }),
  ).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Kontakt os' })).toBeVisible()
  await expect(signupDialog(page)).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  await expectNoSeriousA11yIssues(page, 'dialog')
  await popup.getByRole('button', { name: 'Log ind' }).click()
  await expect(popup).toHaveCount(0)
})

test('cancelling MitID comes back home with an error toast', async ({ page }) => {
  await startSignup(page, '0101853101', `afbryd.${stamp}@example.dk`)
  await expect(page.getByRole('heading', { name: 'MitID' })).toBeVisible()
  await page.getByRole('button', { name: 'Afbryd' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('MitID-login blev afbrudt')).toBeVisible()
})

test('the CPR confirmation route goes through MitID with the CPR prefilled and logs in', async ({ page }) => {
  await page.goto('/mitid-verify/confirm/login')
  await expect(page).toHaveURL(/\/$/)
  const dialog = page.getByRole('dialog', { name: 'Bekræft din identitet' })
  await expect(dialog.getByLabel('CPR-nummer')).toBeFocused()
  await dialog.getByLabel('CPR-nummer').fill('010180-1111')
  await dialog.getByRole('button', { name: 'Fortsæt med MitID' }).click()
  await expect(page.getByLabel('CPR-nummer')).toHaveValue('0101801111')
  await page.getByRole('button', { name: 'Godkend' }).click()
  await expect(page).toHaveURL(/\/$/)
  // The player's header is a chunk loaded with the first login (src/app/HeaderAccount.tsx): on a busy
  // box that is more than the 10 s an expectation waits by default.
  await expect(page.getByRole('banner').getByText('Saldo', { exact: true })).toBeVisible({ timeout: 30_000 })
})

test('the MitID error route without a message shows the default one', async ({ page }) => {
  await page.goto('/mitid-verify/error')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('MitID verification failed')).toBeVisible()
})
