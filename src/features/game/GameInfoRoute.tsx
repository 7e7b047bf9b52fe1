import { useEffect } from 'react'
import { openModal } from '../../stores/modals.ts'
import { Home } from '../lobby/Home.tsx'

/** /spil/info/{id}: the game info popup over the home page (SPEC.md section 2). */
export function GameInfoRoute({ id }: { id: string }) {
  useEffect(() => openModal('GAME_POPUP', { id }), [id])
  return <Home />
}
