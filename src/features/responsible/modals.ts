import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** The responsible-gaming modals (SPEC.md section 2, Named modals), each loaded when first opened. */
export const responsibleModals: ModalRegistry = {
  RESPONSIBLE_GAMING: lazy(() =>
    import('./ResponsibleGaming.tsx').then((m) => ({ default: m.ResponsibleGaming })),
  ),
  DEPOSIT_LIMIT: lazy(() =>
    import('./DepositLimitModal.tsx').then((m) => ({ default: m.DepositLimitModal })),
  ),
  FAST_DEPOSIT_LIMIT: lazy(() =>
    import('./FastDepositLimit.tsx').then((m) => ({ default: m.FastDepositLimit })),
  ),
  DEPOSIT_LIMIT_WARNING: lazy(() =>
    import('./DepositLimitWarning.tsx').then((m) => ({ default: m.DepositLimitWarning })),
  ),
  SELF_EXCLUSION: lazy(() => import('./SelfExclusion.tsx').then((m) => ({ default: m.SelfExclusion }))),
  SELF_EXCLUSION_TEXT: lazy(() =>
    import('./SelfExclusionText.tsx').then((m) => ({ default: m.SelfExclusionText })),
  ),
}
