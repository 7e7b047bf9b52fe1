import { playerApi } from '../../api/player.ts'
import { showToast } from '../../stores/toasts.ts'

/** Sends the browser to MitID (the sandbox page or the broker); it comes back to /mitid-verify/*. */
export async function startMitid(mode: 'login' | 'signup' | 'forgotpassword' | 'confirm') {
  try {
    const { url } = await playerApi.nemidParameters(mode)
    window.location.assign(url)
  } catch (err) {
    showToast((err as Error).message, 'error')
  }
}
