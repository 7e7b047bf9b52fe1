import type { Clock } from '../clock.ts'
import type { Db } from '../db/index.ts'
import { generateCatalogue } from './catalogue.ts'
import { CATEGORY_SEEDS } from './categories.ts'
import { PROVIDER_SEEDS } from './providers.ts'
import { seededRandom } from './random.ts'
import { insertCatalogue } from './repo.ts'

/** Seeds the deterministic demo catalogue into an empty database; true when it wrote anything. */
export async function seedIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now()
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const games = generateCatalogue(today)
  const rnd = seededRandom(4711)
  // Daily clicks: a stable per-game appetite with day-to-day noise, so popular/{period} has real rows.
  const appetite = games.map((g) => (g.go_hot ? 400 : 0) + rnd.int(0, 300))
  const clicksFor = (index: number, day: number) =>
    Math.max(0, (appetite[index] ?? 0) + ((index * 31 + day * 17) % 61) - 30)
  return insertCatalogue(db, PROVIDER_SEEDS, CATEGORY_SEEDS, games, clicksFor, today)
}
