import type { LiveTablesAnswer } from '../../contract/live.ts'
import { krText, newPlayerWithMoney, ore } from './support/money.ts'
import { openTableForFun } from './support/studio-games.ts'
import { expect, type FrameLocator, type Locator, type Page, test } from './support/test.ts'

/**
 * Issue 29: roulette's split and corner, placed as a player places them (choose 'To tal' or 'Fire
 * tal', tap the numbers), are paid 17:1 and 8:1 by the server, at the RNG table and at a live table.
 * The outcome is the server's own; the bets make it certain which pay: 18 splits cover 1–36 once and
 * 12 corners cover every number (the middle column twice), so on any pocket but 0 exactly one split
 * and one or two corners win. A 0 is played again.
 */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const numberName = (n: number) => `${n} ${RED.has(n) ? 'Rød' : 'Sort'}`

type Cover = { numbers: number[]; taps: number[] }
const SPLITS: Cover[] = []
const CORNERS: Cover[] = []
for (let b = 0; b < 36; b += 6) {
  for (const c of [1, 2, 3]) SPLITS.push({ numbers: [b + c, b + c + 3], taps: [b + c, b + c + 3] })
  // Two diagonal numbers name a corner; 1 and 3, in corners of the layout, are each in one only.
  CORNERS.push({ numbers: [b + 1, b + 2, b + 4, b + 5], taps: b === 0 ? [1] : [b + 1, b + 5] })
  CORNERS.push({ numbers: [b + 2, b + 3, b + 5, b + 6], taps: b === 0 ? [3] : [b + 3, b + 5] })
}
const splitName = (c: Cover) => `To tal ${c.numbers.join('-')}`
const cornerName = (c: Cover) => `Fire tal ${c.numbers.join('-')}`

/**
 * Chooses the kind and taps each bet's numbers. `quick` sends each tap as the button's click event
 * without Playwright's per-click waits for a still page: at a live table 60 taps must fit a 15 s
 * betting window, and those waits alone took longer on a busy machine.
 */
async function tapAll(
  scope: FrameLocator | Locator,
  kind: 'To tal' | 'Fire tal',
  covers: Cover[],
  quick = false,
) {
  const tap = (b: Locator) => (quick ? b.dispatchEvent('click') : b.click())
  await tap(scope.getByRole('button', { name: kind, exact: true }))
  await expect(scope.getByRole('button', { name: kind, exact: true })).toHaveAttribute('aria-pressed', 'true')
  for (const c of covers)
    for (const n of c.taps) await tap(scope.getByRole('button', { name: numberName(n), exact: true }))
}

/** The board lists every split and corner with its stake (read at once: a live round moves on). */
async function expectListed(items: Locator, stake: number) {
  const want = [...SPLITS.map(splitName), ...CORNERS.map(cornerName)]
    .map((n) => `${n} · ${krText(stake)}`)
    .sort()
  await expect.poll(async () => (await items.allTextContents()).map((t) => t.trim()).sort()).toEqual(want)
}

/** What the round must pay on `pocket` (1–36) at `stake` per bet: the split 18×, each corner 9×. */
function expectedWins(pocket: number, stake: number) {
  const split = SPLITS.find((s) => s.numbers.includes(pocket)) as Cover
  const corners = CORNERS.filter((c) => c.numbers.includes(pocket))
  const lines = [
    `${splitName(split)}: ${krText(18 * stake)}`,
    ...corners.map((c) => `${cornerName(c)}: ${krText(9 * stake)}`),
  ]
  return { lines, total: 18 * stake + 9 * corners.length * stake }
}

test.use({ viewport: { width: 1366, height: 900 } })

test('RNG roulette pays a split 17:1 and a corner 8:1', async ({ page }) => {
  test.setTimeout(240_000)
  const { f, stake } = await openTableForFun(page, 'fransk-roulette-scientific')
  await expect(page.locator('iframe.game-frame__iframe')).toHaveAttribute('title', 'Spillet Fransk Roulette')
  await tapAll(f, 'To tal', SPLITS)
  await tapAll(f, 'Fire tal', CORNERS)
  await expectListed(f.getByRole('list', { name: 'Placerede indsatser' }).getByRole('listitem'), stake)
  await expect(f.locator('.bets-total')).toHaveText(`Samlet indsats: ${krText(30 * stake)}`)

  for (let round = 0; round < 5; round++) {
    const before = ore((await f.locator('.balance').textContent()) ?? '')
    const answer = page.waitForResponse((r) => r.url().endsWith('/studio/api/round/bet'))
    await f.getByRole('button', { name: 'Spin', exact: true }).click()
    expect((await answer).status()).toBe(200)
    await expect(f.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled({ timeout: 30_000 })
    const pocketText = (await f.locator('.pocket').textContent()) ?? ''
    const pocket = Number.parseInt(pocketText, 10)
    if (pocket === 0) {
      await expect(f.locator('.message')).toHaveText('Ingen gevinst')
      continue
    }
    const want = expectedWins(pocket, stake)
    const wins = f.locator('.bet-wins')
    await expect(wins).toHaveText(want.lines.join(' · '))
    await expect(f.locator('.message')).toHaveText(`${pocketText} · Gevinst ${krText(want.total)}`)
    // The money: 30 stakes out, the paying bets' returns in.
    await expect(f.locator('.balance')).toHaveText(`Sjovsaldo ${krText(before - 30 * stake + want.total)}`)
    return
  }
  throw new Error('five zeros in a row')
})

/** The frame's countdown: the round's phase and the time left to bet on the frame's corrected clock. */
async function windowLeft(frame: FrameLocator) {
  const d = await frame.locator('.live-countdown').evaluate((el: HTMLElement) => ({
    phase: el.dataset.phase ?? '',
    closesAt: Number(el.dataset.closesAt),
    offset: Number(el.dataset.offset),
  }))
  return d.phase === 'open' ? d.closesAt - (Date.now() + d.offset) : 0
}

async function liveRouletteTable(page: Page) {
  const list = (await (await page.request.get('/studio/live/api/tables')).json()) as {
    data: LiveTablesAnswer
  }
  const table = list.data.tables.find((t) => t.kind === 'roulette' && t.limits.min === 100)
  if (!table) throw new Error('the studio reports no european roulette table starting at 1 kr.')
  return table
}

test('live roulette pays a split 17:1 and a corner 8:1', async ({ page }) => {
  test.setTimeout(300_000)
  await newPlayerWithMoney(page, 300, { timeout: 30_000 })
  const table = await liveRouletteTable(page)
  await page.goto(`/spil/${table.tableId}/money`)
  const f = page.locator('iframe.game-frame__iframe').contentFrame()
  await expect(f.getByRole('button', { name: 'Placer indsats' })).toBeVisible({ timeout: 30_000 })
  const stake = table.limits.min
  await expect(f.getByRole('button', { name: `Jeton ${krText(stake)}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const board = f.getByRole('group', { name: 'Bord' })

  for (let round = 0; round < 5; round++) {
    // A fresh betting window with room for 60 taps.
    await expect.poll(() => windowLeft(f), { timeout: 60_000, intervals: [200] }).toBeGreaterThan(13_000)
    const roundId = await f.locator('.live-round').getAttribute('data-round-id')
    await expect(board.getByRole('button', { name: numberName(36), exact: true })).toBeVisible()
    await tapAll(board, 'To tal', SPLITS, true)
    await tapAll(board, 'Fire tal', CORNERS, true)
    await f.getByRole('button', { name: 'Placer indsats' }).dispatchEvent('click')
    const message = f.locator('.message')
    await expect(message).toHaveText(/^(Indsatsen er placeret\.|Indsatserne er lukket .*)$/, {
      timeout: 20_000,
    })
    // The window closed under the taps (a busy machine) and the server refused them: the next round.
    if ((await message.textContent())?.startsWith('Indsatserne er lukket')) continue
    // A new round opened under the taps (the board starts empty then): only the later taps were placed.
    if ((await f.locator('.live-round').getAttribute('data-round-id')) !== roundId) continue
    // The server's list of the round's bets: all 30, each at the stake.
    await expect(board.getByRole('list').locator('li.placed')).toHaveCount(30)
    await expectListed(board.getByRole('list').getByRole('listitem'), stake)
    const payout = f.locator('.live-payout')
    await expect(payout).toHaveAttribute('data-round', roundId ?? '', { timeout: 90_000 })
    const pocket = Number.parseInt((await f.locator('.live-pocket').textContent()) ?? '', 10)
    if (pocket === 0) {
      await expect(payout).toHaveText('Ingen gevinst denne gang')
      continue
    }
    const want = expectedWins(pocket, stake)
    await expect(f.getByLabel('Vindende indsatser')).toHaveText(want.lines.join(' · '))
    await expect(payout).toHaveText(`Du vinder ${krText(want.total)}`)
    return
  }
  throw new Error('no round with a number from 1 to 36 in five')
})
