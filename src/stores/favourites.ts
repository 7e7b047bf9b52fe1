import { proxy, useSnapshot } from 'valtio'
import type { Game } from '../../contract/games.ts'
import { cmsApi, playerGamesApi } from '../api/cms.ts'
import { da } from '../text/da.ts'
import { errorText } from './errors.ts'
import { isMobile } from './games.ts'
import { showToast } from './toasts.ts'

/** Favourites and recently played of the logged-in player; empty for visitors and after logout. */
export const favouritesStore = proxy({
  userId: null as number | null,
  favourites: [] as Game[],
  recent: [] as Game[],
  loaded: false,
})

const platform = () => (isMobile() ? 'mobile' : 'desktop')

// The home page's rows and the favourites modal both ask for the list when the player is known: one
// request serves both. A heart pressed while it is on its way makes its answer stale.
let loading: Promise<void> | null = null
let writes = 0

export function loadFavourites(userId: number): Promise<void> {
  if (favouritesStore.userId === userId && (favouritesStore.loaded || loading))
    return loading ?? Promise.resolve()
  favouritesStore.userId = userId
  const writesBefore = writes
  const load = (async () => {
    const [fav, recent] = await Promise.allSettled([
      playerGamesApi.favourites(userId),
      cmsApi.recent(userId, platform()),
    ])
    if (favouritesStore.userId !== userId) return // logged out meanwhile
    if (fav.status === 'fulfilled' && writes === writesBefore) favouritesStore.favourites = fav.value.games
    if (recent.status === 'fulfilled') favouritesStore.recent = recent.value.games
    favouritesStore.loaded = true
  })()
  loading = load
  void load.finally(() => {
    if (loading === load) loading = null
  })
  return load
}

const isFavourite = (gameId: string) => favouritesStore.favourites.some((g) => g.game_id === gameId)

/**
 * The heart on a game card: add or remove, then the list the server answers is the new list
 * (SPEC.md section 7: the favourites are refetched). A visitor gets the login message as an error toast.
 */
export async function toggleFavourite(userId: number | null, game: Pick<Game, 'game_id'>) {
  if (!userId) {
    showToast(da.content.favourites.loginFirst, 'error')
    return
  }
  try {
    const list = isFavourite(game.game_id)
      ? await playerGamesApi.removeFavourite(userId, game.game_id)
      : await playerGamesApi.addFavourite(userId, game.game_id)
    // Only a change the server made: a refused heart leaves a list on its way as good as it was.
    writes++
    favouritesStore.favourites = list.games
  } catch (err) {
    showToast(errorText(err), 'error')
  }
}

/** Logout resets favourites (SPEC.md section 4). */
export function resetFavourites() {
  loading = null
  favouritesStore.userId = null
  favouritesStore.favourites = []
  favouritesStore.recent = []
  favouritesStore.loaded = false
}

export const useFavourites = () => useSnapshot(favouritesStore)
