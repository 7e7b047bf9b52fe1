import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Campaign, GO and trailer popups (SPEC.md section 2), each loaded on first open. */
export const campaignModals: ModalRegistry = {
  CAMPAIGN_POPUP: lazyNamed(() => import('./CampaignPopup.tsx'), 'CampaignPopup'),
  GO_POPUP: lazyNamed(() => import('./GoPopup.tsx'), 'GoPopup'),
  VIDEO_POPUP: lazyNamed(() => import('./VideoPopup.tsx'), 'VideoPopup'),
}
