import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Search modals (SPEC.md section 2), loaded on first open so the home page's first render stays small. */
export const searchModals: ModalRegistry = {
  SEARCH_MODAL: lazy(() => import('./SearchModal.tsx').then((m) => ({ default: m.SearchModal }))),
  SMART_FILTERS: lazy(() => import('./SmartFilters.tsx').then((m) => ({ default: m.SmartFilters }))),
}
