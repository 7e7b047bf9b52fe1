import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** The game info popup (SPEC.md section 2, /spil/info/{id}), loaded on first open. */
export const gameModals: ModalRegistry = {
  GAME_POPUP: lazyNamed(() => import('./GamePopup.tsx'), 'GamePopup'),
}
