import { expect, type Page } from '@playwright/test'

/** Logs in through the login modal in user name / password mode; the user area opens afterwards. */
export async function logIn(page: Page, userName: string, password: string) {
  await page.goto('/testing/log-ind')
  const login = page.getByRole('dialog', { name: 'Log ind' })
  await login.getByLabel('Brugernavn').fill(userName)
  await login.getByLabel('Kodeord', { exact: true }).fill(password)
  await login.getByRole('button', { name: 'Log ind', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
}
