import { proxy } from 'valtio'
import { backTarget, pushPath } from '../lib/back-target.ts'
import { readPersisted } from '../lib/persisted.ts'

/** The recent paths (SPEC.md section 2: about 5 to 10), for where closing a modal returns. */
const navHistory = proxy({ paths: [] as string[] })

export function recordPath(path: string) {
  navHistory.paths = pushPath(navHistory.paths, path)
}

/** The last non-account, non-game page; else / with a stored user id, else /velkommen. */
export const closeTarget = (current: string) =>
  backTarget(navHistory.paths, current, readPersisted('userId') > 0)
