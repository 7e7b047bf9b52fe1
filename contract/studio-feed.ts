import { z } from 'zod'
import { FEATURES, LIVE_SUBCATS, VOLATILITIES } from './games.ts'

/**
 * The game feed the studio publishes (ARCHITECTURE.md, the game studio): what a provider tells a casino
 * of its games, as data. The studio writes it (`studio/feed/games.json`, by `npm run rtp -- --write`,
 * from its engine and its committed game list); the casino's catalogue reads that file and parses it
 * with this schema, as it would a third-party provider's feed. Neither side imports the other's code.
 */

const GameId = z.string().min(1).max(100)
const BasisPoints = z.number().int().min(0).max(10_000)
const Volatility = z.enum(VOLATILITIES)
const Subcat = z.enum(LIVE_SUBCATS)

/** One slot, jackpot slot or table game the studio runs, by the catalogue's game id. */
const FeedGame = z.object({
  game_id: GameId,
  /** The game's true RTP (base plus, for jackpot slots, the contribution and the seed's expected value). */
  payback_bp: BasisPoints,
  /** The smallest stake the game takes, øre: what the lobby states as the game's minimum stake. */
  min_stake_ore: z.number().int().positive(),
  volatility: Volatility,
  /** Lines or ways; 0 for table games. */
  paylines: z.number().int().min(0),
  /** The catalogue's features of the game (`purchase` when it sells the bonus). */
  features: z.array(z.enum(FEATURES)),
  buy_bonus: z.boolean(),
})

/** A table game the studio offers, by its name, in the order the catalogue lists them. */
const FeedTable = z.object({ name: z.string().min(1), subcat: Subcat })

/** A live table (`live-<subcat>-<n>`) with its kind's stated RTP (its best bet) and volatility. */
const FeedLiveTable = z.object({
  game_id: GameId,
  name: z.string().min(1),
  subcat: Subcat,
  payback_bp: BasisPoints,
  volatility: Volatility,
})

export const StudioFeed = z.object({
  games: z.array(FeedGame),
  tables: z.array(FeedTable),
  live: z.array(FeedLiveTable),
})
export type StudioFeed = z.infer<typeof StudioFeed>
