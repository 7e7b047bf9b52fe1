import type { StudioFeed } from '../../contract/studio-feed.ts'
import { featuresOf, mathFor, TABLE_GAMES } from '../engine/catalogue.ts'
import { CATALOGUE_GAMES, type ListedGame } from '../engine/catalogue-index.ts'
import { declaredOf } from '../engine/declared.ts'
import { liveDeclared } from '../engine/live/declared.ts'
import { liveIds, liveName } from '../engine/live/names.ts'

/**
 * The game feed the studio publishes (`games.json` next to this file, written by
 * `npm run rtp -- --write`; contract/studio-feed.ts is its shape): for every game of the studio's list,
 * the figures of its math (payback, volatility, lines or ways, features, bonus buy) from the committed
 * statements and its smallest stake; the table games it offers; and its live tables with their kind's stated RTP. The casino's
 * catalogue reads the written file, never this code; a studio test fails when the file is stale.
 */
export function studioFeed(games: readonly ListedGame[] = CATALOGUE_GAMES): StudioFeed {
  return {
    games: games.map((g) => {
      const math = mathFor(g)
      if (!math) throw new Error(`the studio runs no game ${g.game_id}`)
      const d = declaredOf(math)
      const features = featuresOf(math)
      return {
        game_id: g.game_id,
        payback_bp: d.paybackBp,
        min_stake_ore: g.min_stake_ore,
        volatility: d.volatility,
        paylines: d.paylines,
        features,
        buy_bonus: features.includes('purchase'),
      }
    }),
    tables: TABLE_GAMES.map(({ name, subcat }) => ({ name, subcat })),
    live: liveIds().map(({ gameId, sub, n }) => {
      const d = liveDeclared(gameId)
      if (!d) throw new Error(`no live table ${gameId}`)
      return {
        game_id: gameId,
        name: liveName(sub, n),
        subcat: sub,
        payback_bp: d.paybackBp,
        volatility: d.volatility,
      }
    }),
  }
}
