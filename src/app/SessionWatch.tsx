import { useEffect } from 'react'
import { checkLogin, loadGeo, registerDevice } from '../stores/session.ts'

/**
 * At start: checks the login (the 30 s polling starts from there), fetches the geo result and
 * registers this device with the content API (SPEC.md section 3, Device registration).
 */
export function SessionWatch() {
  useEffect(() => {
    void checkLogin()
    void loadGeo()
    registerDevice()
  }, [])
  return null
}
