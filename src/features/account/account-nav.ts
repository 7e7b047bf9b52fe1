import { navigate } from 'wouter/use-browser-location'
import { type ModalName, modalsStore } from '../../stores/modals.ts'
import { RESPONSIBLE_PATHS } from '../responsible/paths.ts'

/** The account modals that have an address of their own (SPEC.md section 2, User area). */
export const ACCOUNT_PATHS = {
  PASSWORDS: '/konto/indstillinger/adgangskoder',
  YOUR_INFO: '/konto/indstillinger/din-konto',
  SETTINGS: '/konto/indstillinger',
  USER_AREA: '/konto',
  USER_DEPOSIT: '/konto/indbetaling',
  WITHDRAW: '/konto/udbetaling',
  VOUCHER: '/konto/voucher',
  TRANSACTION_HISTORY: '/konto/historik',
  ...RESPONSIBLE_PATHS,
} as const satisfies Partial<Record<ModalName, string>>

/** Items and their sub-items; anything else under /konto is a 404. */
export const ACCOUNT_ITEMS: Record<string, readonly string[]> = {
  indbetaling: [],
  udbetaling: [],
  favoritter: [],
  voucher: [],
  historik: [],
  indstillinger: ['din-konto', 'adgangskoder'],
  kundeservice: [],
  'ansvarligt-spil': ['indbetalingsgrænse', 'selvudelukkelse'],
  'anmeld-os': [],
}

/**
 * Closes a routed account modal. On a /konto address the bar follows: back to the account modal still
 * open underneath, or to / when none is (SPEC.md section 2: closing leaves the account pages).
 */
export function closeAccountModal(onClose: () => void) {
  onClose()
  if (!location.pathname.startsWith('/konto')) return
  const below = modalsStore.stack.findLast((m) => m.name in ACCOUNT_PATHS)
  navigate(below ? ACCOUNT_PATHS[below.name as keyof typeof ACCOUNT_PATHS] : '/')
}

/** Opens a sub-screen by its address; AccountRoute opens the modal once the profile is fetched. */
export const goTo = (path: string) => navigate(path)
