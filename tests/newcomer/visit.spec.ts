import { expect, test } from '@playwright/test'
import type { Game } from '../../contract/games.ts'
import type { RoundAnswer } from '../../contract/studio.ts'
import { ore } from '../e2e/support/money.ts'
import { tryForFun } from '../e2e/support/open-page.ts'

type Envelope<T> = { success: boolean; data: T }

/**
 * A first visitor on the casino a fresh clone's `npm start` serves: from the lobby a slot for fun, one
 * spin. The game frame runs under the casino's CSP: a refused script or style fails the visit.
 */
test('a visitor opens a slot from the lobby for fun and spins once', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text())
  })
  page.on('pageerror', (e) => refused.push(String(e)))
  await page.goto('/')
  const res = await page.request.get('/games-api/games/new?platform=desktop')
  const games = ((await res.json()) as Envelope<{ games: Game[] }>).data.games
  const slot = games.find(
    (g) => g.category === 'slots' && g.platform !== 'mobile' && !g.onlyForMoney && g.jackpot_amount === null,
  )
  if (!slot) throw new Error('no slot to play for fun in the lobby')
  await tryForFun(page, slot)
  const frame = page.getByTitle(`Spillet ${slot.name}`).contentFrame()
  await expect(frame.getByText(/Sjovsaldo/)).toBeVisible()
  const shown = async () => ore((await frame.locator('output.balance').textContent()) ?? '')
  const before = await shown()
  const spun = page.waitForResponse(
    (r) => r.url().includes('/studio/api/round/spin') && r.request().method() === 'POST',
  )
  await frame.getByRole('button', { name: 'Spin', exact: true }).click()
  const answer = await spun
  expect(answer.status()).toBe(200)
  const { round, balance } = ((await answer.json()) as Envelope<RoundAnswer>).data
  expect(round.mode).toBe('fun')
  expect(balance.balance).toBe(before - round.stake + round.win)
  await expect.poll(shown).toBe(balance.balance)
  expect(refused).toEqual([])
})
