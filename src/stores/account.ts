import { playerApi } from '../api/player.ts'
import { NEWSLETTER_REFRESH_MS } from '../lib/constants.ts'
import { daAccount } from '../text/account.ts'
import { errorText } from './errors.ts'
import { loadAccount } from './session.ts'
import { showToast } from './toasts.ts'

/** The account screens' changes (SPEC.md sections 4 and 5); each answers the message to show, or null. */

/** UPDATE_PASSWORD: success is a toast. */
export async function changePassword(current: string, edit: string, confirm: string): Promise<string | null> {
  try {
    await playerApi.changePassword(current, edit, confirm)
    showToast(daAccount.updatePassword.saved, 'success')
    return null
  } catch (err) {
    return errorText(err)
  }
}

/** YOUR_INFO: e-mail and mobile; success is a toast and the profile is read again. */
export async function saveAccountInfo(values: { email: string; phoneNr: string }): Promise<string | null> {
  try {
    await playerApi.setAccountInformation(values)
    showToast(daAccount.info.saved, 'success')
    await loadAccount()
    return null
  } catch (err) {
    return errorText(err)
  }
}

/** The settings toggle: subscribe or unsubscribe, then the profile is read again after 100 ms (SPEC.md section 4). */
export async function setNewsletter(on: boolean) {
  try {
    await playerApi.newsletter(on)
  } catch (err) {
    showToast(errorText(err), 'error')
  }
  setTimeout(() => void loadAccount(), NEWSLETTER_REFRESH_MS)
}

/** /afmeld-nyhedsbrev without a login: true when the server took the choice. */
export async function setNewsletterByEmail(email: string, on: boolean): Promise<boolean> {
  try {
    await playerApi.unsubscribe(email, on)
    return true
  } catch {
    return false
  }
}
