import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Campaign, GO and trailer popups (SPEC.md section 2), each loaded on first open. */
export const campaignModals: ModalRegistry = {
  CAMPAIGN_POPUP: lazy(() => import('./CampaignPopup.tsx').then((m) => ({ default: m.CampaignPopup }))),
  GO_POPUP: lazy(() => import('./GoPopup.tsx').then((m) => ({ default: m.GoPopup }))),
  VIDEO_POPUP: lazy(() => import('./VideoPopup.tsx').then((m) => ({ default: m.VideoPopup }))),
}
