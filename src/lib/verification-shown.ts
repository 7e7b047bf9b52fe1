import { readPersisted, writePersisted } from './persisted.ts'

/** The most players one browser remembers having shown the verification notice (the oldest go first). */
const REMEMBERED = 20

/** Has this player (not merely this browser) seen the verification notice? */
export const verificationShown = (userId: number) => readPersisted('verificationPopupShown').includes(userId)

export function markVerificationShown(userId: number) {
  const ids = readPersisted('verificationPopupShown').filter((id) => id !== userId)
  writePersisted('verificationPopupShown', [...ids, userId].slice(-REMEMBERED))
}
