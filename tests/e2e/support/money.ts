import { expect, type Page } from '@playwright/test'
import { createPlayer } from './new-player.ts'

/** '1.234,56 kr.' -> 123456 øre. */
export const ore = (text: string) => {
  const m = /(-?[\d.]+,\d{2}) kr\./.exec(text)
  if (!m?.[1]) throw new Error(`no amount in '${text}'`)
  return Math.round(Number(m[1].replaceAll('.', '').replace(',', '.')) * 100)
}

/** 123456 øre -> '1.234,56 kr.', as the studio's tables write an amount. */
export const krText = (ore: number) =>
  `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)} kr.`

/** The balance the page header shows, in øre. */
export const headerBalance = async (page: Page) =>
  ore((await page.getByRole('banner').locator('.balance dd').first().textContent()) ?? '')

/** A new open account, logged in in this page's browser: its money starts at 0 kr. */
export async function signedInNewPlayer(page: Page) {
  await page.goto('/')
  const player = await createPlayer(page.request)
  // The page learns about its new session as it loads.
  await page.reload()
  // Rendered by the app once the session check answers: on a loaded CI box more than the usual 10 s.
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible({ timeout: 20_000 })
  return player
}

/**
 * A new player, signed in on `page`, who deposits `kr` by card as a player does (the deposit dialog
 * and the payment window); answers once the header shows the money.
 */
export async function newPlayerWithMoney(page: Page, kr: number, poll: { timeout?: number } = {}) {
  const player = await signedInNewPlayer(page)
  await page.goto('/konto/indbetaling')
  const dialog = page.getByRole('dialog', { name: 'Indbetaling' })
  await dialog.getByRole('button', { name: 'Fortsæt uden bonus' }).click()
  await dialog.getByLabel('Beløb i kr.').fill(String(kr))
  await dialog.getByRole('button', { name: 'Indbetal' }).click()
  const pay = page.getByTitle('Betalingsvindue').contentFrame()
  await pay.getByLabel('Kortnummer').fill('4111111111111111')
  await pay.getByLabel('Udløbsdato').fill('12/39')
  await pay.getByLabel('Kontrolcifre').fill('123')
  await pay.getByRole('button', { name: 'Betal' }).click()
  await pay.getByRole('button', { name: 'Bekræft' }).click()
  await expect.poll(() => headerBalance(page), poll).toBe(kr * 100)
  return player
}
