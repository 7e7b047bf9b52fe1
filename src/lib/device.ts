import { BREAKPOINTS, CHANNEL } from './constants.ts'
import { readPersisted, writePersisted } from './persisted.ts'

/** Phones (not tablets) log in on channel 8, everything else on 0 (SPEC.md section 9). */
export function isPhone(): boolean {
  const coarse = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false
  return coarse && Math.min(globalThis.innerWidth, globalThis.innerHeight) < BREAKPOINTS.md
}

export const channel = (): 0 | 8 => (isPhone() ? CHANNEL.phone : CHANNEL.web)

export function device() {
  let id = readPersisted('hardwareId')
  if (!id) {
    id = crypto.randomUUID()
    writePersisted('hardwareId', id)
  }
  return { hardware_id: id, useragent_id: navigator.userAgent.slice(0, 300), mobileApp: false }
}
