import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { newPlayerWithMoney } from './support/money.ts'
import { expect, type FrameLocator, type Page, test } from './support/test.ts'

/**
 * Issue 29: the rules screen a test lab reads. Each game is opened for fun from its URL, and its
 * 'Regler' dialog must state the bets' odds, the true largest win and the features' terms.
 */
const catalogue = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
const byName = (name: string) => {
  const g = catalogue.find((x) => x.name === name)
  if (!g) throw new Error(name)
  return g
}

/** Table games are for money only (a player with a deposit); slots open for fun. */
async function openRules(page: Page, game: { game_id: string; name: string }, mode: 'fun' | 'money') {
  await page.goto(`/spil/${game.game_id}/${mode}`)
  const frame: FrameLocator = page.getByTitle(`Spillet ${game.name}`).contentFrame()
  await frame.getByRole('button', { name: 'Regler', exact: true }).click()
  return frame.getByRole('dialog', { name: `Regler: ${game.name}` })
}

const betRow = (rules: ReturnType<FrameLocator['getByRole']>, name: string) =>
  rules.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })

/** The rules list each bet (by the start of its row) with its odds, and 'Største gevinst' in stakes. */
async function expectOdds(
  rules: ReturnType<FrameLocator['getByRole']>,
  odds: Record<string, string>,
  maxWin: number,
) {
  for (const [name, pays] of Object.entries(odds)) await expect(betRow(rules, name)).toContainText(pays)
  await expect(rules.locator('dd[data-max-win]')).toHaveText(new RegExp(`^${maxWin}× indsats`))
}

test("French roulette: a straight pays 35:1, 'Største gevinst' 35×, la partage", async ({ page }) => {
  await newPlayerWithMoney(page, 100, { timeout: 30_000 })
  const rules = await openRules(page, byName('Fransk Roulette'), 'money')
  await expectOdds(
    rules,
    { 'Enkelt tal (plein)': '35:1', 'To tal (cheval)': '17:1', 'Fire tal (carré)': '8:1' },
    35,
  )
  await expect(rules).toContainText('La partage')
  await expect(rules).not.toContainText('six_line')
})

test('sic bo and baccarat state every bet with its odds', async ({ page }) => {
  await newPlayerWithMoney(page, 100, { timeout: 30_000 })
  const sicbo = await openRules(page, byName('Sic Bo Bord'), 'money')
  await expectOdds(sicbo, { 'Bestemt tripel': '180:1', 'Vilkårlig tripel': '30:1', 'Sum 4': '60:1' }, 180)
  const baccarat = await openRules(page, byName('Punto Banco'), 'money')
  await expectOdds(baccarat, { Bank: '0,95:1', Uafgjort: '8:1' }, 8)
})

test('a slot with free spins states its awards and cap, and its pays in kr.', async ({ page }) => {
  const slot = catalogue.find(
    (g) =>
      g.category === 'slots' &&
      g.features.includes('freespins') &&
      g.platform !== 'mobile' &&
      !g.only_for_money,
  )
  if (!slot) throw new Error('no free-spins slot')
  const rules = await openRules(page, slot, 'fun')
  await expect(rules).toContainText(/3 scattere: \d+ free spins/)
  await expect(rules).toContainText(/højst \d+ free spins i alt/)
  await expect(rules.getByRole('table').first()).toContainText(/kr\./)
  await expect(rules.getByRole('region', { name: 'Gevinstlinjer' }).getByRole('listitem')).toHaveCount(20)
})
