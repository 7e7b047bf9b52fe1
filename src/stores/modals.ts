import { proxy, useSnapshot } from 'valtio'
import type { SignupPrefill } from '../../contract/player.ts'
import { MODAL_CLOSE_MS } from '../lib/constants.ts'
import type { MitidMode } from '../lib/signup-flow.ts'

/** Every named modal of SPEC.md section 2; a feature folder registers the ones it builds (ModalHost). */
const MODAL_NAMES = [
  'LOGIN',
  'LOGIN_FORGOT_PASS',
  'RESTORE_PASS',
  'FORGOT_PASSWORD',
  'GAME_POPUP',
  'GAME_MODAL',
  'CAMPAIGN_POPUP',
  'SEARCH_MODAL',
  'SEARCH_FILTERS',
  'SEARCH_RESULT',
  'SEARCH_RESULT_MOBILE',
  'SMART_FILTERS',
  'USER_AREA',
  'YOUR_INFO',
  'VOUCHER',
  'PASSWORDS',
  'UPDATE_PASSWORD',
  'TRANSACTION_HISTORY',
  'TRANSACTION_INFO',
  'TRANSACTION_CHOOSE_DATE',
  'USER_DEPOSIT',
  'PIN_LOGIN',
  'PIN_LOGIN_POPUP',
  'DEPOSIT_LIMIT',
  'SELF_EXCLUSION',
  'SELF_EXCLUSION_TEXT',
  'WITHDRAW',
  'WITHDRAW_NOTIFICATION_POPUP',
  'REMOVE_BONUS_CONFIRM',
  'FAST_DEPOSIT_LIMIT',
  'DEPOSIT_LIMIT_WARNING',
  'BONUS_POPUP',
  'WARNING_POPUP',
  'SIGN_UP',
  'TEXT_PAGE',
  'RATE_US',
  'CLIENT_SERVISE',
  'LEFT_SIDEBAR',
  'STATUS_OF_ACTION',
  'SETTINGS',
  'FAVORITES',
  'RESPONSIBLE_GAMING',
  'GO_POPUP',
  'SESSION_EXPIRED',
  'VERIFICATION_POPUP',
  'VIDEO_POPUP',
  'EMAIL_EXIST',
  'CPR_CONFIRMATION',
  // Not in SPEC.md's list: the footer's cookie-settings link opens it.
  'COOKIE_SETTINGS',
] as const
export type ModalName = (typeof MODAL_NAMES)[number]

/** The props each modal is opened with; a modal not listed takes none. */
type PropsOf = {
  LOGIN: { mode?: 'normal' | 'nationalId' }
  PIN_LOGIN: { action: 'set' | 'check' }
  RESTORE_PASS: { result?: string; signature?: string }
  SIGN_UP: { step?: 1 | 3; prefill?: SignupPrefill; error?: string }
  EMAIL_EXIST: { message: string }
  CPR_CONFIRMATION: { type: MitidMode }
  STATUS_OF_ACTION: { kind: 'success' | 'error'; title?: string; text: string; closeText?: string }
  TEXT_PAGE: { id: number }
  VIDEO_POPUP: { start?: string }
  CAMPAIGN_POPUP: { seoUrl: string }
  GAME_POPUP: { id: string }
  GO_POPUP: { routed?: boolean }
  DEPOSIT_LIMIT_WARNING: { max: number }
  SELF_EXCLUSION_TEXT: { paidOut?: number | null }
  WITHDRAW_NOTIFICATION_POPUP: { amount: number }
  TRANSACTION_CHOOSE_DATE: { which: 'from' | 'to' }
}
export type ModalProps = PropsOf & { [N in Exclude<ModalName, keyof PropsOf>]: { [prop: string]: never } }

/** A modal whose props may be left out (every prop optional). */
type PropsArgs<N extends ModalName> =
  Record<never, never> extends ModalProps[N]
    ? [props?: ModalProps[N], closeBefore?: ModalName[]]
    : [props: ModalProps[N], closeBefore?: ModalName[]]

export type ModalEntry = { name: ModalName; props: Record<string, unknown>; token?: number }

/**
 * A stack: several modals can be open, the last one on top (SPEC.md section 2, Named modals).
 * `leaving` holds modals playing their 400 ms close animation; they are no longer open.
 */
export const modalsStore = proxy({ stack: [] as ModalEntry[], leaving: [] as ModalEntry[] })

let leaveToken = 0
/** Closed modals stay rendered (inert, animating out) for MODAL_CLOSE_MS, then go. */
function leave(entries: ModalEntry[]) {
  if (!entries.length) return
  const token = ++leaveToken
  const names = entries.map((e) => e.name)
  modalsStore.leaving = [
    ...modalsStore.leaving.filter((m) => !names.includes(m.name)),
    ...entries.map((e) => ({ name: e.name, props: e.props, token })),
  ]
  setTimeout(() => {
    modalsStore.leaving = modalsStore.leaving.filter((m) => m.token !== token)
  }, MODAL_CLOSE_MS)
}

/**
 * Opens a modal unless it is already open (then its props are replaced); `closeBefore` names modals
 * to close first. The props are checked against the modal's name (ModalProps).
 */
export function openModal<N extends ModalName>(name: N, ...[given, closeBefore = []]: PropsArgs<N>) {
  const props: Record<string, unknown> = { ...given }
  if (closeBefore.length) {
    leave(modalsStore.stack.filter((m) => closeBefore.includes(m.name)))
    modalsStore.stack = modalsStore.stack.filter((m) => !closeBefore.includes(m.name))
  }
  const open = modalsStore.stack.find((m) => m.name === name)
  if (open) {
    open.props = props
    return
  }
  // Reopened while still animating out: it stops leaving.
  modalsStore.leaving = modalsStore.leaving.filter((m) => m.name !== name)
  modalsStore.stack.push({ name, props })
}

/** Closes one modal, or all when none is named. */
export function closeModal(name?: ModalName) {
  leave(name ? modalsStore.stack.filter((m) => m.name === name) : [...modalsStore.stack])
  modalsStore.stack = name ? modalsStore.stack.filter((m) => m.name !== name) : []
}

export const isModalOpen = (name: ModalName) => modalsStore.stack.some((m) => m.name === name)
export const useModals = () => useSnapshot(modalsStore)
