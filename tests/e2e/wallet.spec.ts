import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { signedInNewPlayer } from './support/money.ts'
import { expect, type FrameLocator, type Page, test } from './support/test.ts'

/**
 * Money as a new player meets it: a fresh account (made through the sign-up calls with the MitID
 * sandbox, so every test starts at 0 kr.), then deposits through the payment window, a bonus, a
 * voucher, a withdrawal and the history, all through the screens.
 */

const depositDialog = (page: Page) => page.getByRole('dialog', { name: 'Indbetaling' })
const paymentWindow = (page: Page): FrameLocator => page.getByTitle('Betalingsvindue').contentFrame()
const header = (page: Page) => page.getByRole('banner')

/** Opens the deposit modal, skips or picks a bonus, and sends the amount to the payment window. */
async function startDeposit(page: Page, kr: number, bonus?: RegExp) {
  await page.goto('/konto/indbetaling')
  const dialog = depositDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Vælg en bonus' })).toBeVisible()
  if (bonus) await dialog.getByRole('button', { name: bonus }).click()
  else await dialog.getByRole('button', { name: 'Fortsæt uden bonus' }).click()
  await dialog.getByLabel('Beløb i kr.').fill(String(kr))
  await dialog.getByRole('button', { name: 'Indbetal' }).click()
  return dialog
}

async function payByCard(page: Page, card: string) {
  const frame = paymentWindow(page)
  await frame.getByLabel('Kortnummer').fill(card)
  await frame.getByLabel('Udløbsdato').fill('12/39')
  await frame.getByLabel('Kontrolcifre').fill('123')
  await frame.getByRole('button', { name: 'Betal' }).click()
  await expect(frame.getByRole('heading', { name: '3-D Secure' })).toBeVisible()
  await frame.getByRole('button', { name: 'Bekræft' }).click()
}

/** A deposit by the test card that pays, without a bonus unless one is named. */
async function depositByCard(page: Page, kr: number, bonus?: RegExp) {
  await startDeposit(page, kr, bonus)
  await payByCard(page, '4111 1111 1111 1111')
}

test('deposit 100 kr. by test card: the toast, and the balance in the header', async ({ page }) => {
  await signedInNewPlayer(page)
  await expect(header(page).getByText('0,00 kr.').first()).toBeVisible()
  // The header's deposit button, with its analytics event (user id); /deposit leads to the same modal.
  await header(page).getByRole('link', { name: 'Indbetal' }).click()
  await expect(page).toHaveURL(/\/konto\/indbetaling$/)
  const events = () => page.evaluate(() => (window.dataLayer ?? []) as { event?: string; user_id?: number }[])
  expect((await events()).filter((e) => e.event === 'deposit_click')).toEqual([
    { event: 'deposit_click', user_id: expect.any(Number) },
  ])
  await page.goto('/deposit')
  await expect(page).toHaveURL(/\/konto\/indbetaling$/)
  const dialog = depositDialog(page)
  await dialog.getByRole('button', { name: 'Fortsæt uden bonus' }).click()
  // Buttons stay disabled under the minimum (SPEC.md section 5); quick amounts fill the field.
  await dialog.getByLabel('Beløb i kr.').fill('49')
  await expect(dialog.getByRole('button', { name: 'Indbetal' })).toBeDisabled()
  await expect(dialog.getByText('Minimum beløb er 50 kr.')).toBeVisible()
  await dialog.getByRole('button', { name: '100 kr.', exact: true }).click()
  await expect(dialog.getByLabel('Beløb i kr.')).toHaveValue('100')
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  await dialog.getByRole('button', { name: 'Indbetal' }).click()
  await payByCard(page, '4111 1111 1111 1111')
  await expect(page.getByText('Din indbetaling på 100,00 kr. er gennemført')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(header(page).getByText('100,00 kr.')).toBeVisible()
  // After a transaction-list fetch for today, the deposit event with the user id (SPEC.md section 4).
  await expect
    .poll(async () => (await events()).filter((e) => e.event === 'deposit'))
    .toEqual([expect.objectContaining({ event: 'deposit', amount: 100, transactions: 1 })])
})

test('a declined card shows "Indbetaling afvist" and leaves the balance alone', async ({ page }) => {
  await signedInNewPlayer(page)
  const dialog = await startDeposit(page, 100)
  await payByCard(page, '4000 0000 0000 0002')
  await expect(dialog.getByText('Indbetaling afvist')).toBeVisible()
  await expect(dialog.getByLabel('Beløb i kr.')).toHaveValue('100')
  await expect(header(page).getByText('100,00 kr.')).toBeHidden()
})

test('cancelling in the payment window closes the modal with "Indbetaling annulleret"', async ({ page }) => {
  await signedInNewPlayer(page)
  const dialog = await startDeposit(page, 75)
  await paymentWindow(page).getByRole('button', { name: 'Annuller' }).click()
  await expect(page.getByText('Indbetaling annulleret')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('deposit with a bonus: the preview, then the bonus balance in the header', async ({ page }) => {
  await signedInNewPlayer(page)
  await page.goto('/konto/indbetaling')
  const dialog = depositDialog(page)
  await dialog.getByRole('button', { name: /Vælg Velkomstbonus/ }).click()
  await dialog.getByLabel('Beløb i kr.').fill('80')
  await expect(dialog.getByText('Indbetal mindst 100,00 kr. for at få bonussen.')).toBeVisible()
  await dialog.getByLabel('Beløb i kr.').fill('200')
  await expect(dialog.getByText('Du får 200,00 kr. i bonus')).toBeVisible()
  await dialog.getByRole('button', { name: 'Indbetal' }).click()
  await payByCard(page, '4111111111111111')
  await expect(page.getByText('Din indbetaling på 200,00 kr. er gennemført')).toBeVisible()
  const bonus = header(page).getByText('Bonus', { exact: true }).locator('..')
  await expect(bonus).toContainText('200,00 kr.')
})

test('the whole story: deposit, voucher, withdrawal (pending) and a bonus, all in the history', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  await signedInNewPlayer(page)
  await depositByCard(page, 100)
  await expect(page.getByText('Din indbetaling på 100,00 kr. er gennemført')).toBeVisible()

  // Voucher: the button waits for both fields; the number keeps only digits and dots.
  await page.goto('/konto/voucher')
  const voucher = page.getByRole('dialog', { name: 'Voucher' })
  const redeem = voucher.getByRole('button', { name: 'Indløs voucher' })
  await expect(redeem).toBeDisabled()
  await voucher.getByLabel('Vouchernummer').fill(`3000 ${String(1 + info.retry).padStart(4, '0')}x`)
  await expect(voucher.getByLabel('Vouchernummer')).toHaveValue(
    `3000${String(1 + info.retry).padStart(4, '0')}`,
  )
  await voucher.getByLabel('Kode').fill(' gotest ')
  await redeem.click()
  await expect(page.getByText('Voucher godkendt! 25,00 kr. er tilføjet til din konto.')).toBeVisible()
  await expect(header(page).getByText('125,00 kr.')).toBeVisible()

  // Withdraw 60 kr.: the popup, then the slots (no withdrawal bonus game), and the pending payout.
  await page.goto('/konto/udbetaling')
  const withdraw = page.getByRole('dialog', { name: 'Udbetaling' })
  await expect(withdraw.getByText('Du kan hæve 125,00 kr.')).toBeVisible()
  await withdraw.getByLabel('Beløb i kr.').fill('40')
  await expect(withdraw.getByText('Minimum beløb er 50 kr.')).toBeVisible()
  await expect(withdraw.getByRole('button', { name: 'Udbetal' })).toBeDisabled()
  await withdraw.getByLabel('Beløb i kr.').fill('60')
  await withdraw.getByRole('button', { name: 'Udbetal' }).click()
  const notice = page.getByRole('dialog', { name: 'Udbetaling modtaget' })
  await expect(notice.getByText(/Din udbetaling på 60,00 kr\. er modtaget/)).toBeVisible()
  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/alle-spil\/slots$/)
  await expect(header(page).getByText('65,00 kr.')).toBeVisible()
  await page.goto('/konto/udbetaling')
  await expect(
    page.getByRole('dialog', { name: 'Udbetaling' }).getByText('Afventende udbetalinger: 60,00 kr.'),
  ).toBeVisible()

  // A bonus deposit: the bonus balance, and withdrawing now waits for its rollover.
  await depositByCard(page, 100, /Vælg 50 % indbetalingsbonus/)
  await expect(header(page).getByText('Bonus', { exact: true }).locator('..')).toContainText('50,00 kr.')

  await page.goto('/konto/historik')
  const history = page.getByRole('dialog', { name: 'Historik' })
  const rows = history.getByRole('row')
  await expect(history.getByText('5 transaktioner')).toBeVisible()
  await expect(rows.filter({ hasText: 'Udbetaling' }).filter({ hasText: 'Afventer' })).toContainText(
    '−60,00 kr.',
  )
  await expect(rows.filter({ hasText: 'Voucher' })).toContainText('+25,00 kr.')
  await expect(rows.filter({ hasText: 'Bonus' })).toContainText('+50,00 kr.')
  await expect(rows.filter({ hasText: 'Indbetaling' })).toHaveCount(2)
  await expectNoSeriousA11yIssues(page, 'dialog[open]')

  // The filter, and a row's details.
  await history.getByRole('button', { name: 'Udbetalinger' }).click()
  await expect(history.getByText('1 transaktion', { exact: true })).toBeVisible()
  await history.getByRole('button', { name: /Detaljer: Udbetaling/ }).click()
  const details = page.getByRole('dialog', { name: 'Transaktion' })
  await expect(details.getByText('NemKonto')).toBeVisible()
  await expect(details.getByText('Afventer')).toBeVisible()
})

test('the history range is chosen in the date modal (1980-2050)', async ({ page }) => {
  await signedInNewPlayer(page)
  await depositByCard(page, 50)
  await expect(page.getByText('Din indbetaling på 50,00 kr. er gennemført')).toBeVisible()
  await page.goto('/konto/historik')
  const history = page.getByRole('dialog', { name: 'Historik' })
  await expect(history.getByText('1 transaktion', { exact: true })).toBeVisible()
  await history.getByRole('button', { name: /^Til:/ }).click()
  const choose = page.getByRole('dialog', { name: 'Vælg dato: Til' })
  const chooseTo = async (date: string) => {
    await choose.getByLabel('Til').fill(date)
    await choose.getByRole('button', { name: 'Vælg' }).click()
  }
  await chooseTo('2051-01-01')
  await expect(choose.getByText('Vælg en dato mellem 1980 og 2050.')).toBeVisible()
  // Before the start of the range is refused too; Escape leaves the range as it was.
  await chooseTo('2020-01-31')
  await expect(choose.getByText('Vælg en dato mellem 1980 og 2050.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(choose).toBeHidden()
  await history.getByRole('button', { name: /^Fra:/ }).click()
  const from = page.getByRole('dialog', { name: 'Vælg dato: Fra' })
  await from.getByLabel('Fra').fill('2020-01-01')
  await from.getByRole('button', { name: 'Vælg' }).click()
  await expect(history.getByRole('button', { name: 'Fra: 01.01.2020' })).toBeVisible()
  await expect(history.getByText('1 transaktion', { exact: true })).toBeVisible()
})

test('withdrawing waits for the bonus rollover; resetting the bonus opens it', async ({ page }) => {
  await signedInNewPlayer(page)
  await depositByCard(page, 100, /Vælg Velkomstbonus/)
  await expect(header(page).getByText('Bonus', { exact: true }).locator('..')).toContainText('100,00 kr.')
  await page.goto('/konto/udbetaling')
  const withdraw = page.getByRole('dialog', { name: 'Udbetaling' })
  await expect(withdraw.getByText(/Du skal omsætte din bonus færdig/)).toBeVisible()
  await expect(withdraw.getByText(/Velkomstbonus.*mangler at omsætte 500,00 kr\./)).toBeVisible()
  await expect(withdraw.getByRole('button', { name: 'Udbetal' })).toBeHidden()
  await withdraw.getByRole('button', { name: 'Nulstil bonus' }).click()
  const confirm = page.getByRole('dialog', { name: 'Nulstil bonus' })
  await confirm.getByRole('button', { name: 'Nulstil bonus' }).click()
  await expect(page.getByText('Din bonussaldo er nulstillet.')).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(header(page).getByText('Bonus', { exact: true }).locator('..')).toContainText('0,00 kr.')
  await expect(withdraw.getByText('Du kan hæve 100,00 kr.')).toBeVisible()
  await expect(withdraw.getByRole('button', { name: 'Udbetal' })).toBeVisible()
})

test('an amount above what the deposit limit leaves opens the limit warning instead of the payment', async ({
  page,
}) => {
  await signedInNewPlayer(page)
  const origin = new URL(page.url()).origin
  const limits = { dailyAmount: 200, dailyAmountLimit: 1, weeklyAmount: 0, weeklyAmountLimit: 0 }
  const res = await page.request.post('/rest/punter/setDepositLimits', {
    data: { ...limits, monthlyAmount: 0, monthlyAmountLimit: 0 },
    headers: { origin },
  })
  expect((await res.json()).success).toBe(true)
  const dialog = await startDeposit(page, 300)
  const warning = page.getByRole('dialog', { name: 'Indbetalingsgrænse' })
  // The warning names the limit the amount passes (DEPOSIT_PPT_DAYMAX, SPEC.md section 8) and what is left.
  await expect(warning.getByText('Indbetalingen overskrider din daglige indbetalingsgrænse.')).toBeVisible()
  await expect(warning.getByText('Du kan indbetale højst 200,00 kr. lige nu.')).toBeVisible()
  await expect(page.getByTitle('Betalingsvindue')).toBeHidden()
  await warning.getByRole('button', { name: 'OK' }).click()
  await expect(dialog.getByLabel('Beløb i kr.')).toHaveValue('300')
})

test('the payment window returns to blank pages in its frame; opened on their own they go to /velkommen', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => {
    const frame = document.createElement('iframe')
    frame.title = 'Retur fra betalingsvinduet'
    frame.src = '/deposit/error?reason=cancel'
    document.body.append(frame)
  })
  const frame = page.getByTitle('Retur fra betalingsvinduet').contentFrame()
  // index.html's static shell fills #root until the app renders; the return page then empties it.
  await expect(frame.locator('#root')).toBeEmpty()
  await expect(frame.getByRole('banner')).toHaveCount(0)

  await page.goto('/deposit/success?amount=100')
  await expect(page).toHaveURL(/\/velkommen$/)
})
