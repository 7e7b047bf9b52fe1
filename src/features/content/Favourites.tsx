import { useEffect } from 'react'
import type { Game } from '../../../contract/games.ts'
import { loadFavourites, useFavourites } from '../../stores/favourites.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { GameGrid } from '../../ui/GameGrid.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'

const t = da.content.favourites

/** FAVORITES (/konto/favoritter): the player's favourites, or what favourites are and how to add one. */
export function Favourites({ onClose }: { onClose: () => void }) {
  const { user } = useSession()
  const fav = useFavourites()
  useEffect(() => {
    if (user) void loadFavourites(user.id)
  }, [user])
  return (
    <Modal title={t.modalTitle} onClose={() => closeAccountModal(onClose)} variant="panel">
      {fav.loaded && fav.favourites.length === 0 && <p>{t.empty}</p>}
      <GameGrid games={fav.favourites as Game[]} grid="small" />
    </Modal>
  )
}
