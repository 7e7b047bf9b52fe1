import type { RoundAnswer } from '../../contract/studio.ts'
import { newPlayerWithMoney } from './support/money.ts'
import { expect, type FrameLocator, type Locator, test } from './support/test.ts'

/**
 * Issue 29, items 2 and 3, as a player meets them: four games side by side in the multi-screen each
 * play for money under their own session, and each game's Historik lists only its own rounds; after
 * 'Køb bonus' the game's Spin and Autospil stay off until the bought feature has been shown, and a paid
 * round sent by hand meanwhile is refused in Danish.
 */

type Envelope<T> = { success: boolean; data: T }
const isSpin = (url: string) => new URL(url).pathname === '/studio/api/round/spin'

// Plain slots without jackpot or bonus buy, so every round is one paid spin.
const FOUR = [
  'vikinge-storm-relax',
  'rytme-dream-pragmatic',
  'terning-hold-win-blueprint',
  'biograf-rush-1x2',
] as const
// A 20-line slot that sells its free spins.
const BUYS = 'cowboy-guld-lightbox'

const spinButton = (f: FrameLocator): Locator => f.getByRole('button', { name: 'Spin', exact: true })

/** Opens the tile's Historik and finds exactly `n` rounds listed (the server's list, once it arrives). */
async function expectHistorik(f: FrameLocator, n: number, label: string) {
  await f.getByRole('button', { name: 'Historik' }).click()
  const dialog = f.getByRole('dialog', { name: 'Dine seneste runder' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('tbody tr'), label).toHaveCount(n)
  await expect(dialog.getByText('Ingen runder endnu.')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Luk', exact: true }).click()
}

test('four games in the multi-screen each play for money, and each Historik shows only its own rounds', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await newPlayerWithMoney(page, 500, { timeout: 30_000 })
  const answered: { game: string; round: RoundAnswer['round'] }[] = []
  page.on('response', async (r) => {
    if (!isSpin(r.url()) || r.status() !== 200) return
    const game = r.request().headers()['x-studio-game'] ?? ''
    answered.push({ game, round: ((await r.json()) as Envelope<RoundAnswer>).data.round })
  })

  await page.goto(`/spil/${FOUR[0]}/money?flere=${FOUR.slice(1).join(',')}`)
  const tiles = page.locator('iframe[title^="Spillet "]')
  await expect(tiles).toHaveCount(4, { timeout: 30_000 })
  const frames = FOUR.map((_, i) => tiles.nth(i).contentFrame())
  for (const f of frames) await expect(spinButton(f)).toBeEnabled({ timeout: 30_000 })

  // A different number of rounds in each game: 1, 2, 3 and 1.
  const plays = [1, 2, 3, 1]
  for (let round = 0; round < 3; round++) {
    for (const [i, f] of frames.entries()) {
      if ((plays[i] as number) <= round) continue
      const before = answered.length
      await expect(spinButton(f)).toBeEnabled({ timeout: 30_000 })
      await spinButton(f).click()
      await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(before + 1)
    }
    // Money rounds of one game are at least 3 s apart.
    await page.waitForTimeout(3100)
  }
  for (const f of frames) await expect(spinButton(f)).toBeEnabled({ timeout: 30_000 })

  // Each tile's own Historik: exactly the rounds played in it.
  for (const [i, f] of frames.entries())
    await expectHistorik(f, plays[i] as number, `Historik of tile ${i + 1}`)
  // And each answer came back for the game that asked.
  const gameIds = new Set(answered.map((a) => a.game))
  expect(gameIds.size).toBe(4)
  for (const a of answered) expect(a.round.gameId).toBe(a.game)
})

test("after 'Køb bonus' Spin and Autospil are off until the feature has been shown; a paid round sent by hand is refused", async ({
  page,
}) => {
  test.setTimeout(240_000)
  await newPlayerWithMoney(page, 500, { timeout: 30_000 })
  let launch: { headers: Record<string, string>; stake: number } | null = null
  let bought: RoundAnswer | null = null
  page.on('request', (r) => {
    if (isSpin(r.url()) && launch === null)
      launch = { headers: r.headers(), stake: (r.postDataJSON() as { stake: number }).stake }
  })
  page.on('response', async (r) => {
    if (isSpin(r.url()) && r.status() === 200) bought = ((await r.json()) as Envelope<RoundAnswer>).data
  })
  await page.goto(`/spil/${BUYS}/money`)
  const f = page.locator('iframe[title^="Spillet "]').first().contentFrame()
  await expect(spinButton(f)).toBeEnabled({ timeout: 30_000 })

  await f.getByRole('button', { name: /^Køb bonus \(/ }).click()
  await expect.poll(() => bought !== null, { timeout: 30_000 }).toBe(true)
  // While the bought free spins play: no Spin, no Autospil.
  await expect(f.getByText(/Gratis spin \d+ af \d+/)).toBeVisible({ timeout: 20_000 })
  await expect(spinButton(f)).toBeDisabled()
  await expect(f.getByRole('button', { name: 'Autospil' })).toBeDisabled()

  // A paid round sent by hand with the game's own credentials, while the feature still plays (after the
  // 3 s a money round must wait anyway, so only the feature can be the reason to refuse it).
  const sentBuy = launch as { headers: Record<string, string>; stake: number } | null
  const answer = bought as RoundAnswer | null
  if (!sentBuy || !answer) throw new Error('no bonus buy seen')
  expect(answer.round.bought).toBe(true)
  const headers = sentBuy.headers
  await page.waitForTimeout(3200)
  await expect(spinButton(f)).toBeDisabled()
  const sent = await page.request.post('/studio/api/round/spin', {
    headers: {
      'content-type': 'application/json',
      'x-studio-session': headers['x-studio-session'] ?? '',
      'x-studio-game': headers['x-studio-game'] ?? '',
    },
    data: { seq: answer.seq + 1, stake: sentBuy.stake },
  })
  expect(sent.status()).toBe(409)
  const refusal = (await sent.json()) as { success: boolean; errorMessage: string }
  expect(refusal.success).toBe(false)
  expect(refusal.errorMessage).toBe(
    'Din bonusrunde spilles stadig. Vent, til den er færdig, før du spiller igen.',
  )

  // Once the feature has been shown, the game plays again.
  await expect(spinButton(f)).toBeEnabled({ timeout: 120_000 })
  await expect(f.getByRole('button', { name: 'Autospil' })).toBeEnabled()

  // The recall marks the bought round, names it by its id and lists every screen it showed.
  await f.getByRole('button', { name: 'Historik' }).click()
  const recall = f.getByRole('dialog', { name: 'Dine seneste runder' })
  const row = recall.locator('tbody tr').first()
  await expect(row).toContainText('Købt bonus')
  await expect(row).toContainText(`Runde ${answer.round.roundId}`)
  await row.getByText(`Alle ${answer.round.screens} skærme`).click()
  await expect(row.getByRole('listitem')).toHaveCount(answer.round.screens)
  await expect(row.getByRole('listitem').filter({ hasText: /^Gratis spin 1 af \d+/ })).toHaveCount(1)
})
