import { expect, type Page } from '@playwright/test'
import { ore } from './money.ts'

/** One seeded studio game of each table and slot kind, the same in every story that walks the kinds. */
export const STUDIO_GAME_OF_KIND = {
  slot: 'showtime-skatte-pragmatic',
  roulette: 'fransk-roulette-scientific',
  blackjack: 'classic-blackjack-thunderkick',
  baccarat: 'punto-banco-btg',
  sicbo: 'sic-bo-bord-blueprint',
  'red-dog': 'red-dog-kort-yggdrasil',
} as const

/** One live table of each live game. */
export const LIVE_TABLE_OF_KIND = {
  'live-roulette': 'live-roulette-1',
  'live-lyn-roulette': 'live-roulette-2',
  'live-blackjack': 'live-blackjack-1',
  'live-baccarat': 'live-baccarat-1',
  'live-holdem': 'live-poker-1',
  'live-wheel': 'live-andet-1',
} as const

/**
 * Opens a studio table for fun, motion reduced, and waits for its controls; answers its frame and the
 * stake it starts at, in øre.
 */
export async function openTableForFun(page: Page, slug: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/spil/${slug}/fun`)
  const f = page.locator('iframe.game-frame__iframe').contentFrame()
  await expect(f.locator('.controls .main')).toBeVisible({ timeout: 30_000 })
  const stake = ore((await f.locator('.stake-value').textContent()) ?? '')
  return { f, stake }
}
