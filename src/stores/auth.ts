import { navigate } from 'wouter/use-browser-location'
import type { User } from '../../contract/player.ts'
import { playerApi } from '../api/player.ts'
import { channel, isPhone } from '../lib/device.ts'
import { readPersisted, writePersisted } from '../lib/persisted.ts'
import type { MitidMode } from '../lib/signup-flow.ts'
import { daAuth } from '../text/auth.ts'
import { errorData, errorText } from './errors.ts'
import { takePendingGame } from './game.ts'
import { openModal } from './modals.ts'
import { type LoginMethod, loggedIn } from './session.ts'
import { showToast } from './toasts.ts'

/** The login actions of SPEC.md section 4; each answers the message to show, or null when it worked. */

/**
 * After a successful login (SPEC.md section 4): the session store attaches the user and closes the
 * login modals; then the user area opens, with the PIN offer on top on phones that have no PIN yet.
 */
async function afterLogin(user: User, method: LoginMethod) {
  const attached = loggedIn(user, method)
  // A money game asked for while logged out starts now (SPEC.md section 4, Pending game); the user
  // area would cover it, so it opens only when no game was waiting.
  const pending = takePendingGame()
  if (pending) navigate(pending)
  // Opened in the same tick as the state change, so that popups reacting to the new user (the
  // verification notice) stack above the user area, not under it.
  else openModal('USER_AREA')
  const hasPin = readPersisted('pinHash') && readPersisted('pinUserName') === user.userName
  if (isPhone() && !hasPin && !readPersisted('pinPopup')) openModal('PIN_LOGIN_POPUP')
  await attached
}

/**
 * A user name that has logged in on this browser before: its player is known, so a refusal of it is
 * a wrong password. The server answers every name alike, so it never tells a stranger which exist.
 */
const knownHere = (userName: string) =>
  [readPersisted('userName'), readPersisted('pinUserName')].includes(userName)

/** LOGIN's password form. A locked account carries data: the forgot-password modal takes over. */
export async function loginWithPassword(userName: string, password: string): Promise<string | null> {
  try {
    await afterLogin(await playerApi.channelLogin(userName, password, channel()), 'password')
    return null
  } catch (err) {
    const data = errorData(err)
    if (data?.locked) openModal('LOGIN_FORGOT_PASS')
    const left = data?.attemptsLeft
    if (!data?.locked && typeof left === 'number' && left > 0 && knownHere(userName))
      return daAuth.wrongPassword(left)
    return errorText(err, daAuth.loginCheckFailed)
  }
}

function forgetPin() {
  writePersisted('pinHash', null)
  writePersisted('pinUserName', null)
}

/** PIN_LOGIN in set mode: the server keeps the PIN and answers the hash this device stores. */
export async function savePin(pin: string): Promise<string | null> {
  try {
    const { hash } = await playerApi.createHash(pin)
    writePersisted('pinHash', hash)
    writePersisted('pinUserName', readPersisted('userName'))
    showToast(daAuth.pin.saved, 'success')
    return null
  } catch (err) {
    return errorText(err, daAuth.loginCheckFailed)
  }
}

/**
 * PIN_LOGIN in check mode. When the server has dropped the PIN (unknown, or the last attempt used),
 * this device forgets it too and the message is a toast: `removed` tells the modal to close.
 */
export async function loginWithPin(pin: string): Promise<{ message: string; removed: boolean } | null> {
  const userName = readPersisted('pinUserName') ?? ''
  try {
    await afterLogin(
      await playerApi.loginPin(pin, readPersisted('pinHash') ?? '', userName, channel()),
      'pin',
    )
    return null
  } catch (err) {
    const message = errorText(err, daAuth.loginCheckFailed)
    if (!errorData(err)?.removed) return { message, removed: false }
    forgetPin()
    showToast(message, 'error')
    return { message, removed: true }
  }
}

/** Sends the browser to MitID; the CPR goes along so the sandbox can prefill it. Throws a refusal. */
export async function goToMitid(mode: MitidMode, cpr?: string) {
  const { url } = await playerApi.nemidParameters(mode)
  const target = new URL(url, window.location.origin)
  if (cpr) target.searchParams.set('cpr', cpr.replace(/\D/g, ''))
  window.location.assign(target.toString())
}

/** The MitID buttons: a refusal is a toast (the player stays where they are). */
export async function startMitid(mode: MitidMode) {
  try {
    await goToMitid(mode)
  } catch (err) {
    showToast(errorText(err), 'error')
  }
}

/** Back from MitID with a login (or a confirm, which ends as one). */
export async function finishMitidLogin(result: string, signature: string) {
  try {
    // The same steps as any login: a pending game (asked for before the trip to MitID), else the user
    // area, and the PIN offer on a phone.
    await afterLogin(await playerApi.nemidLogin(result, signature), 'mitid')
  } catch (err) {
    showToast(errorText(err, daAuth.mitidFailed), 'error')
  }
}

/** FORGOT_PASSWORD: the server's answer, a confirmation or a refusal, to show in the form. */
export async function resetPassword(userName: string, email: string) {
  try {
    const { message } = await playerApi.resetPassword(userName, email)
    return { kind: 'ok' as const, text: message }
  } catch (err) {
    return { kind: 'error' as const, text: errorText(err, daAuth.loginCheckFailed) }
  }
}

/** RESTORE_PASS after MitID: the new password (which also unlocks the account); success is a toast. */
export async function restorePassword(
  result: string,
  signature: string,
  password: string,
  confirm: string,
): Promise<string | null> {
  try {
    const { message } = await playerApi.restorePassword(result, signature, password, confirm)
    showToast(message, 'success')
    return null
  } catch (err) {
    return errorText(err, daAuth.loginCheckFailed)
  }
}
