import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { createPlayer } from './new-player.ts'
import { pressInDialogAt } from './open-page.ts'

/**
 * Opens the login modal in user name / password mode, fills both fields and presses 'Log ind';
 * answers the modal, for stories that go on to read what it says.
 */
export async function submitLogin(page: Page, userName: string, password: string): Promise<Locator> {
  await page.goto('/testing/log-ind')
  const login = page.getByRole('dialog', { name: 'Log ind' })
  await login.getByLabel('Brugernavn').fill(userName)
  await login.getByLabel('Kodeord', { exact: true }).fill(password)
  await login.getByRole('button', { name: 'Log ind', exact: true }).click()
  return login
}

/** Logs in through the login modal in user name / password mode; the user area opens afterwards. */
export async function logIn(page: Page, userName: string, password: string) {
  await submitLogin(page, userName, password)
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
}

/**
 * A fresh player (support/new-player.ts, made through `request` so the page stays logged out) who then
 * logs in through the login modal, for stories that lock or change an account.
 */
export async function logInAsNewPlayer(page: Page, request: APIRequestContext) {
  const player = await createPlayer(request)
  await logIn(page, player.userName, player.password)
  return player
}

/** Logs in from `/log-ind` with the sandbox MitID of the seeded CPR 010180-1111, as a player does. */
export async function logInWithMitId(page: Page) {
  await pressInDialogAt(page, '/log-ind', 'Log ind', 'Log ind med MitID')
  await page.getByLabel('CPR-nummer').fill('0101801111')
  await page.getByRole('button', { name: 'Godkend' }).click()
}
