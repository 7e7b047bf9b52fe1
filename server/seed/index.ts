import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import { seedAccounts } from './accounts.ts'
import { generateCatalogue } from './catalogue.ts'
import { CATEGORY_SEEDS } from './categories.ts'
import { seedContent } from './content.ts'
import { PROVIDER_SEEDS } from './providers.ts'
import { seededRandom } from './random.ts'
import { insertCatalogue } from './repo.ts'
import { seedWallet } from './wallet.ts'

/** Seeds the demo catalogue and the test accounts where they are missing; true when it wrote anything. */
export async function seedIfEmpty(db: Db, clock: Clock, brand = 'go'): Promise<boolean> {
  const now = clock.now()
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const games = generateCatalogue(today)
  const rnd = seededRandom(4711)
  // Daily clicks: a stable per-game appetite with day-to-day noise, so popular/{period} has real rows.
  const appetite = games.map((g) => (g.go_hot ? 400 : 0) + rnd.int(0, 300))
  const clicksFor = (index: number, day: number) =>
    Math.max(0, (appetite[index] ?? 0) + ((index * 31 + day * 17) % 61) - 30)
  const catalogue = await insertCatalogue(db, PROVIDER_SEEDS, CATEGORY_SEEDS, games, clicksFor, today)
  const accounts = await seedAccounts(db, clock, brand)
  const slot = games.find((g) => g.category === 'slots')?.game_id ?? null
  const wallet = await seedWallet(db, clock, brand, slot)
  const content = await seedContent(db, clock)
  return catalogue || accounts || content || wallet
}
