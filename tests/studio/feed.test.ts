import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { StudioFeed } from '../../contract/studio-feed.ts'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { CATALOGUE_GAMES } from '../../studio/engine/catalogue-index.ts'
import { liveIds } from '../../studio/engine/live/names.ts'
import { studioFeed } from '../../studio/feed/feed.ts'
import committed from '../../studio/feed/games.json' with { type: 'json' }

const ROOT = resolve(import.meta.dirname, '../..')

/** Every relative import or re-export of a TypeScript file under `dir` (or of the one file), as repo paths. */
function importsOf(path: string): { file: string; target: string }[] {
  const abs = join(ROOT, path)
  const files = path.endsWith('.ts')
    ? [abs]
    : readdirSync(abs, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(abs, f))
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => ({
      file: relative(ROOT, file),
      target: relative(ROOT, resolve(dirname(file), m[1] as string)),
    })),
  )
}

describe("the studio's game feed", () => {
  it('is committed as the studio computes it now (npm run rtp -- --write)', () => {
    expect(committed).toEqual(studioFeed())
  })

  it('has the shape of contract/studio-feed.ts, nothing more', () => {
    expect(StudioFeed.parse(committed)).toEqual(committed)
  })

  it("lists every game of the studio's list and every live table, in order", () => {
    expect(committed.games.map((g) => g.game_id)).toEqual(CATALOGUE_GAMES.map((g) => g.game_id))
    expect(committed.live.map((t) => t.game_id)).toEqual(liveIds().map((t) => t.gameId))
  })

  it("is what the casino's catalogue shows of the studio's games, table games and live tables", () => {
    const catalogue = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
    const byId = new Map(catalogue.map((g) => [g.game_id, g]))
    for (const f of committed.games) {
      const g = byId.get(f.game_id)
      expect(g, f.game_id).toBeDefined()
      expect(
        {
          game_id: g?.game_id,
          payback_bp: g?.payback_bp,
          volatility: g?.volatility,
          paylines: g?.paylines,
          features: g?.features,
          buy_bonus: g?.buy_bonus,
        },
        f.game_id,
      ).toEqual(f)
    }
    expect(
      catalogue.filter((g) => g.category === 'table').map((g) => ({ name: g.name, subcat: g.subcat })),
    ).toEqual(committed.tables)
    expect(
      catalogue
        .filter((g) => g.category === 'liveint')
        .map(({ game_id, name, subcat, payback_bp, volatility }) => ({
          game_id,
          name,
          subcat,
          payback_bp,
          volatility,
        })),
    ).toEqual(committed.live)
  })
})

describe('neither side imports the other (ARCHITECTURE.md, the game studio)', () => {
  it("the casino's server reads the studio's feed as data and imports no studio code but where it mounts the studio", () => {
    const code = importsOf('server').filter(
      ({ file, target }) =>
        target.startsWith('studio/') && !target.endsWith('.json') && file !== 'server/app.ts',
    )
    expect(code).toEqual([])
  })

  it("the studio's engine, feed and game list import nothing of the casino's server", () => {
    // The rest of studio/server/ still shares the clock, HTTP errors and database handles through server/
    // until they move to the shared folder.
    const casino = ['studio/engine', 'studio/feed', 'studio/server/games.ts']
      .flatMap(importsOf)
      .filter(({ target }) => target.startsWith('server/'))
    expect(casino).toEqual([])
  })
})
