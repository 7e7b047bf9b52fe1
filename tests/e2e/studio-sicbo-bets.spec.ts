import { krText, ore } from './support/money.ts'
import { openTableForFun } from './support/studio-games.ts'
import { expect, test } from './support/test.ts'

/**
 * Issue 29, item 5: sic bo offers every bet its rules name. A player places a given double on each
 * face and each of the fifteen combinations of two numbers; the server's dice decide, and the table
 * marks and lists exactly the bets the published odds pay (double 10:1, combination 5:1, the stake
 * returned with the win).
 */
const FACES = [1, 2, 3, 4, 5, 6]
const PAIRS = FACES.flatMap((x) => FACES.filter((y) => y > x).map((y) => [x, y] as const))

test.use({ viewport: { width: 1366, height: 900 } })

test('sic bo pays a given double 10:1 and a combination 5:1, as the dice fall', async ({ page }) => {
  test.setTimeout(180_000)
  const { f, stake } = await openTableForFun(page, 'sic-bo-bord-blueprint')
  for (const d of FACES) await f.getByRole('button', { name: `Dobbelt ${d}`, exact: true }).click()
  for (const [x, y] of PAIRS)
    await f.getByRole('button', { name: `Kombination ${x}–${y}`, exact: true }).click()
  await expect(f.getByRole('button', { name: 'Tripel 6', exact: true })).toBeVisible()
  await expect(f.locator('.bets-total').first()).toHaveText(`Samlet indsats: ${krText(21 * stake)}`)

  const before = ore((await f.locator('.balance').textContent()) ?? '')
  await f.getByRole('button', { name: 'Spil', exact: true }).click()
  await expect(f.getByRole('button', { name: 'Spil', exact: true })).toBeEnabled({ timeout: 30_000 })
  const dice = (await f
    .getByRole('group', { name: 'Terninger' })
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('aria-label'))))) as number[]
  expect(dice).toHaveLength(3)
  const count = (d: number) => dice.filter((x) => x === d).length
  const lines = [
    ...FACES.filter((d) => count(d) >= 2).map((d) => `Dobbelt ${d}: ${krText(11 * stake)}`),
    ...PAIRS.filter(([x, y]) => count(x) > 0 && count(y) > 0).map(
      ([x, y]) => `Kombination ${x}–${y}: ${krText(6 * stake)}`,
    ),
  ]
  const paid =
    lines.length === 0
      ? 0
      : lines.map((l) => (l.startsWith('Dobbelt') ? 11 : 6) * stake).reduce((a, b) => a + b)
  await expect(f.locator('.bet-wins')).toHaveText(lines.join(' · '))
  await expect(f.locator('.spot.won')).toHaveCount(lines.length)
  await expect(f.locator('.balance')).toHaveText(`Sjovsaldo ${krText(before - 21 * stake + paid)}`)
})
