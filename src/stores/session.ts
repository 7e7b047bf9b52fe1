import { proxy, useSnapshot } from 'valtio'
import type { Geo, Profile, User } from '../../contract/player.ts'
import { onUnauthorized } from '../api/http.ts'
import { cmsLoginApi, geoApi, playerApi } from '../api/player.ts'
import { AVATARS, COOKIE_DAYS, LOGIN_CHECK_INTERVAL_MS, SESSION_EXPIRED_DELAY_MS } from '../lib/constants.ts'
import { getCookie, setCookie } from '../lib/cookies.ts'
import { device } from '../lib/device.ts'
import { readPersisted, writePersisted } from '../lib/persisted.ts'
import { resetFavourites } from './favourites.ts'
import { closeModal, openModal } from './modals.ts'
import { closeChat } from './support.ts'

export type LoginMethod = 'password' | 'pin' | 'mitid' | 'signup'

/** The login state of SPEC.md section 4: checked on demand and every 30 s while logged in. */
export const sessionStore = proxy({
  user: null as User | null,
  profile: null as Profile | null,
  loggedIn: false,
  checked: false,
  clientId: null as number | null,
  geo: null as Partial<Geo> | null,
  /** Set once the last-login popup has shown in this session. */
  lastLoginShown: false,
  avatar: readPersisted('avatar'),
})

let poll: ReturnType<typeof setInterval> | undefined
let loggingOut = false

function stopPolling() {
  if (poll) clearInterval(poll)
  poll = undefined
}

function startPolling() {
  stopPolling()
  poll = setInterval(() => void checkLogin(), LOGIN_CHECK_INTERVAL_MS)
}

function forget() {
  sessionStore.user = null
  sessionStore.profile = null
  sessionStore.loggedIn = false
  sessionStore.clientId = null
  sessionStore.lastLoginShown = false
  writePersisted('userId', 0)
  writePersisted('logged', false)
  stopPolling()
  resetFavourites()
}

/** Loads user and profile; without a session the state becomes logged out. */
export async function loadAccount(): Promise<boolean> {
  try {
    const info = await playerApi.accountInformation()
    sessionStore.user = info.user
    sessionStore.profile = info.profile
    sessionStore.loggedIn = true
    writePersisted('userId', info.user.id)
    writePersisted('logged', true)
    return true
  } catch {
    return false
  }
}

/**
 * The 30-second check. A session that vanished without a logout (idle timeout, exclusion, a server
 * that dropped it) opens SESSION_EXPIRED after 1 s.
 */
export async function checkLogin(): Promise<void> {
  let loggedIn: boolean
  try {
    loggedIn = (await playerApi.isLoggedIn()).loggedIn
  } catch {
    return // offline or a hiccup: keep the state, try again on the next tick
  }
  const wasLoggedIn = sessionStore.loggedIn || readPersisted('logged')
  if (loggedIn) {
    // Checked only once the account is in: a money game opened meanwhile (stores/game.ts) would read
    // "checked and logged out" and show a logged-in player the login.
    if (!sessionStore.user) await loadAccount()
    sessionStore.checked = true
    if (!poll) startPolling()
    return
  }
  sessionStore.checked = true
  if (wasLoggedIn && !loggingOut) {
    forget()
    setTimeout(
      () => openModal('SESSION_EXPIRED', {}, ['LOGIN', 'PIN_LOGIN', 'SIGN_UP']),
      SESSION_EXPIRED_DELAY_MS,
    )
    return
  }
  forget()
}

/** After any successful login (SPEC.md section 4): attach, set state, close the login modals. */
export async function loggedIn(user: User, method: LoginMethod) {
  loggingOut = false
  sessionStore.user = user
  sessionStore.loggedIn = true
  sessionStore.checked = true
  sessionStore.lastLoginShown = false
  writePersisted('userId', user.id)
  writePersisted('logged', true)
  writePersisted('userName', user.userName)
  setCookie('initialLogin', '1', COOKIE_DAYS.loginFlag)
  if (method === 'mitid' || method === 'signup') setCookie('nationalIdUser', '1')
  closeModal('LOGIN')
  closeModal('PIN_LOGIN')
  closeModal('LOGIN_FORGOT_PASS')
  startPolling()
  const [attached] = await Promise.allSettled([cmsLoginApi.attachUser(user, device()), loadAccount()])
  if (attached.status === 'fulfilled') sessionStore.clientId = attached.value.client_id
}

export async function logout() {
  loggingOut = true
  // Logout shuts down the chat widget (SPEC.md section 4); it needs the session, so it goes first.
  await closeChat()
  try {
    await playerApi.logout()
  } finally {
    forget()
  }
}

/** National-ID mode unless the cookie shows an earlier password login (SPEC.md section 4, Login modal mode). */
export const loginModeDefault = (): 'nationalId' | 'normal' =>
  getCookie('nationalIdUser') === '1' || getCookie('initialLogin') !== '1' ? 'nationalId' : 'normal'

/** The login button: PIN login in check mode when a PIN and user name are stored. */
export function openLogin() {
  if (readPersisted('pinHash') && readPersisted('pinUserName')) openModal('PIN_LOGIN', { action: 'check' })
  else openModal('LOGIN')
}

/**
 * At start (SPEC.md section 3, Device registration): this device is known to the content API. A
 * failure only misses this visit in its device list, nothing the player needs.
 */
export function registerDevice() {
  cmsLoginApi.registerDevice(device()).catch(() => undefined)
}

/**
 * A call refused with 401 while this page thinks it is logged in: check at once, so a lost session
 * opens SESSION_EXPIRED now rather than at the next 30-second check (SPEC.md section 4).
 */
onUnauthorized(() => {
  if (sessionStore.loggedIn && !loggingOut) void checkLogin()
})

export async function loadGeo() {
  sessionStore.geo = await geoApi.check()
}

export function cycleAvatar() {
  const next = sessionStore.avatar >= AVATARS.max ? AVATARS.min : sessionStore.avatar + 1
  sessionStore.avatar = next
  writePersisted('avatar', next)
}

export const useSession = () => useSnapshot(sessionStore)

export function markLastLoginShown() {
  sessionStore.lastLoginShown = true
}
