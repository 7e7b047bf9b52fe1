import { NAV_STACK } from './constants.ts'

/** Pages a modal's close must not return to: the account area and game pages (SPEC.md section 2). */
export const isBackTarget = (path: string) => !path.includes('konto') && !/^\/spil\//.test(path)

/** The history with `path` added: no repeat of the last entry, at most NAV_STACK.max entries. */
export function pushPath(history: readonly string[], path: string, max: number = NAV_STACK.max): string[] {
  if (history.at(-1) === path) return [...history]
  return [...history, path].slice(-max)
}

/**
 * Where closing a modal goes: the last non-account, non-game page other than the current one; if
 * none, / when a user id is stored, else /velkommen.
 */
export function backTarget(history: readonly string[], current: string, hasUserId: boolean): string {
  for (let i = history.length - 1; i >= 0; i--) {
    const p = history[i] ?? ''
    if (p !== current && isBackTarget(p)) return p
  }
  return hasUserId ? '/' : '/velkommen'
}
