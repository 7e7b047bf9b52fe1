import type { User } from '../../../contract/player.ts'
import { isPhone } from '../../lib/device.ts'
import { readPersisted } from '../../lib/persisted.ts'
import { openModal } from '../../stores/modals.ts'
import { type LoginMethod, loggedIn } from '../../stores/session.ts'

/**
 * After a successful login (SPEC.md section 4): the session store attaches the user and closes the
 * login modals; then the user area opens, with the PIN offer on top on phones that have no PIN yet.
 */
export async function afterLogin(user: User, method: LoginMethod) {
  const attached = loggedIn(user, method)
  // Opened in the same tick as the state change, so that popups reacting to the new user (the
  // verification notice) stack above the user area, not under it.
  openModal('USER_AREA')
  const hasPin = readPersisted('pinHash') && readPersisted('pinUserName') === user.userName
  if (isPhone() && !hasPin && !readPersisted('pinPopup')) openModal('PIN_LOGIN_POPUP')
  await attached
}
