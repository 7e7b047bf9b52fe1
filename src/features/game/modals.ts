import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** The game info popup (SPEC.md section 2, /spil/info/{id}), loaded on first open. */
export const gameModals: ModalRegistry = {
  GAME_POPUP: lazy(() => import('./GamePopup.tsx').then((m) => ({ default: m.GamePopup }))),
}
