import { useEffect } from 'react'
import { cmsLoginApi } from '../api/player.ts'
import { device } from '../lib/device.ts'
import { checkLogin, loadGeo } from '../stores/session.ts'

/**
 * At start: checks the login (the 30 s polling starts from there), fetches the geo result and
 * registers this device with the content API (SPEC.md section 3, Device registration).
 */
export function SessionWatch() {
  useEffect(() => {
    void checkLogin()
    void loadGeo()
    cmsLoginApi.registerDevice(device()).catch(() => {
      // Only the content API's device list misses this visit; nothing the player needs.
    })
  }, [])
  return null
}
