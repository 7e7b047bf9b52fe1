import type { Game, Platform } from '../../contract/games.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError, notFound } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { GamesService } from '../games/service.ts'
import { isShown } from './content-service.ts'
import {
  addCampaignSubscriber,
  addSubscriber,
  campaignById,
  feedbackSent,
  insertFeedback,
  isCampaignSubscriber,
  recentGameIds,
  removeRecent,
  setRecent,
} from './repo.ts'

/** Recently played games kept per player and platform (SPEC.md section 9). */
export const RECENT_MAX = 10

const NOT_YOURS = 'Du kan kun se og ændre dine egne data.'

/** A body or query naming a user must name the logged-in one. */
export function sameUser(sessionUserId: number, named: number | undefined) {
  if (named !== undefined && named !== sessionUserId) throw new HttpError(403, NOT_YOURS)
}

/** The Content API calls that write: feedback, subscriptions, recently played, clicks. */
export function createPlayerContent(db: Db, clock: Clock, games: GamesService) {
  /** A listed game by its game_id; unknown or hidden ones are 404s. */
  async function gameOf(gameId: string): Promise<Game> {
    const game = await games.game(gameId)
    if (game.release !== 'released') throw notFound(`Spillet '${gameId.slice(0, 60)}' findes ikke`)
    return game
  }

  async function shownCampaign(id: number) {
    const c = await campaignById(db, id)
    if (!c || !isShown(c)) throw notFound('Kampagnen findes ikke eller er slut')
    return c
  }

  return {
    async createFeedback(userId: number | null, rating: number, message: string) {
      await insertFeedback(db, { user_id: userId, rating, message, created_at: clock.now() })
    },
    wasFeedbackSent: (userId: number) => feedbackSent(db, userId),

    async subscribeToCampaign(campaignId: number, userId: number) {
      await shownCampaign(campaignId)
      await addCampaignSubscriber(db, campaignId, userId, clock.now())
    },
    async campaignSubscriberStatus(campaignId: number, userId: number) {
      await shownCampaign(campaignId)
      return isCampaignSubscriber(db, campaignId, userId)
    },

    addSubscriber: (email: string) => addSubscriber(db, email.toLowerCase(), clock.now()),

    async recent(clientId: number, platform: Platform): Promise<Game[]> {
      const rows = await recentGameIds(db, clientId, platform)
      const out: Game[] = []
      for (const r of rows.slice(0, RECENT_MAX)) {
        // A game hidden since it was played just drops out of the list.
        const g = await games.game(String(r.game_id)).catch(() => null)
        if (g) out.push(g)
      }
      return out
    },
    async setRecent(clientId: number, gameId: string, platform: Platform) {
      const game = await gameOf(gameId)
      await setRecent(
        db,
        { client_id: clientId, platform, game_id: game.id, played_at: clock.now() },
        RECENT_MAX,
      )
    },
    async removeRecent(clientId: number, gameId: string | undefined, platform: Platform | undefined) {
      const id = gameId === undefined ? undefined : (await games.game(gameId)).id
      await removeRecent(db, clientId, id, platform)
    },

    async click(gameId: string) {
      const game = await gameOf(gameId)
      await games.click(game.id)
    },
  }
}
