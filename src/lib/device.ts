import { BREAKPOINTS, CHANNEL } from './constants.ts'
import { readPersisted, writePersisted } from './persisted.ts'

/** Phones (not tablets) log in on channel 8, everything else on 0 (SPEC.md section 9). */
export function isPhone(): boolean {
  const coarse = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false
  return coarse && Math.min(globalThis.innerWidth, globalThis.innerHeight) < BREAKPOINTS.md
}

export const channel = (): 0 | 8 => (isPhone() ? CHANNEL.phone : CHANNEL.web)

/**
 * A random v4 UUID. crypto.randomUUID exists only in secure contexts, and the app must also work over
 * plain http on a LAN address (issue 16 item 5); getRandomValues is available in every context.
 */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export function device() {
  let id = readPersisted('hardwareId')
  if (!id) {
    id = uuid()
    writePersisted('hardwareId', id)
  }
  return { hardware_id: id, useragent_id: navigator.userAgent.slice(0, 300), mobileApp: false }
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/**
 * The player asked to save data (Save-Data) or the connection is slow (2G, slow 2G or 3G effective):
 * images then come in their smallest sizes (issue 16 item 6). Browsers without the Network Information
 * API (Safari, Firefox) are treated as unconstrained.
 */
export function lowData(): boolean {
  const c = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)
    ?.connection
  if (!c) return false
  return c.saveData === true || ['slow-2g', '2g', '3g'].includes(c.effectiveType ?? '')
}
