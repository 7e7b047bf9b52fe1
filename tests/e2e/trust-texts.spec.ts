import { expect, test } from './support/test.ts'

// Issue 32 item 7: the landing page's bonus promise matches the bonus terms, which are one tap away.
test('the landing page states the bonus rollover the terms give, and the full terms open in one tap', async ({
  page,
}) => {
  await page.goto('/velkommen')
  const terms = page.locator('.landing__terms').filter({ hasText: 'omsætning' })
  await expect(terms).toBeVisible()
  const promised = /(\d+) gange omsætning inden for (\d+) dage/.exec((await terms.textContent()) ?? '')
  expect(promised).not.toBeNull()
  await terms.getByRole('button', { name: 'Læs de fulde bonusvilkår' }).click()
  const dialog = page.getByRole('dialog', { name: 'Bonusvilkår' })
  await expect(dialog).toContainText(`omsættes ${promised?.[1]} gange inden for ${promised?.[2]} dage`)
})
