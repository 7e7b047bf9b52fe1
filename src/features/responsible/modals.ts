import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** The responsible-gaming modals (SPEC.md section 2, Named modals), each loaded when first opened. */
export const responsibleModals: ModalRegistry = {
  RESPONSIBLE_GAMING: lazyNamed(() => import('./ResponsibleGaming.tsx'), 'ResponsibleGaming'),
  DEPOSIT_LIMIT: lazyNamed(() => import('./DepositLimitModal.tsx'), 'DepositLimitModal'),
  FAST_DEPOSIT_LIMIT: lazyNamed(() => import('./FastDepositLimit.tsx'), 'FastDepositLimit'),
  DEPOSIT_LIMIT_WARNING: lazyNamed(() => import('./DepositLimitWarning.tsx'), 'DepositLimitWarning'),
  SELF_EXCLUSION: lazyNamed(() => import('./SelfExclusion.tsx'), 'SelfExclusion'),
  SELF_EXCLUSION_TEXT: lazyNamed(() => import('./SelfExclusionText.tsx'), 'SelfExclusionText'),
}
