import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Game } from '../../contract/games.ts'
import { cmsApi, playerGamesApi } from '../../src/api/cms.ts'
import {
  favouritesStore,
  loadFavourites,
  resetFavourites,
  toggleFavourite,
} from '../../src/stores/favourites.ts'

const game = (game_id: string) => ({ id: game_id, game_id, name: game_id }) as unknown as Game
const list = (...ids: string[]) => ({ games: ids.map(game), count: ids.length })

/** A promise the test resolves when it wants the answer to arrive. */
function later<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('favourites of the logged-in player (SPEC.md section 7)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    resetFavourites()
  })

  it('the home rows and the favourites modal asking at once share one request', async () => {
    const favourites = vi.spyOn(playerGamesApi, 'favourites').mockResolvedValue(list('a'))
    const recent = vi.spyOn(cmsApi, 'recent').mockResolvedValue(list())
    await Promise.all([loadFavourites(7), loadFavourites(7)])
    expect(favourites).toHaveBeenCalledTimes(1)
    expect(recent).toHaveBeenCalledTimes(1)
    expect(favouritesStore.favourites.map((g) => g.game_id)).toEqual(['a'])
  })

  it('a heart pressed while the list is on its way is not undone by the older answer', async () => {
    const answer = later<ReturnType<typeof list>>()
    vi.spyOn(playerGamesApi, 'favourites').mockReturnValue(answer.promise as never)
    vi.spyOn(cmsApi, 'recent').mockResolvedValue(list())
    favouritesStore.favourites = [game('a')]
    const loading = loadFavourites(7)
    vi.spyOn(playerGamesApi, 'removeFavourite').mockResolvedValue(list())
    await toggleFavourite(7, { game_id: 'a' })
    expect(favouritesStore.favourites).toEqual([])
    // The list the server read before the removal arrives last.
    answer.resolve(list('a'))
    await loading
    expect(favouritesStore.favourites).toEqual([])
    expect(favouritesStore.loaded).toBe(true)
  })

  it('a heart the server refuses does not throw away the list on its way', async () => {
    const answer = later<ReturnType<typeof list>>()
    vi.spyOn(playerGamesApi, 'favourites').mockReturnValue(answer.promise as never)
    vi.spyOn(cmsApi, 'recent').mockResolvedValue(list())
    const loading = loadFavourites(7)
    vi.spyOn(playerGamesApi, 'addFavourite').mockRejectedValue(new Error('refused'))
    await toggleFavourite(7, { game_id: 'b' })
    answer.resolve(list('a'))
    await loading
    expect(favouritesStore.favourites.map((g) => g.game_id)).toEqual(['a'])
  })
})
