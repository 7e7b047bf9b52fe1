import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Search modals (SPEC.md section 2), loaded on first open so the home page's first render stays small. */
export const searchModals: ModalRegistry = {
  SEARCH_MODAL: lazyNamed(() => import('./SearchModal.tsx'), 'SearchModal'),
  SMART_FILTERS: lazyNamed(() => import('./SmartFilters.tsx'), 'SmartFilters'),
}
