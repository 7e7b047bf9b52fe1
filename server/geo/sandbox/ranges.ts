import { addressSet } from '../addresses.ts'
import type { GeoLookup } from '../port.ts'

/**
 * The geo sandbox's idea of Denmark: address blocks of the large Danish networks (TDC/Nuuday, Telia
 * DK, Telenor DK, 3 DK, Stofa, Norlys). A production adapter asks a GeoIP database instead.
 */
const DANISH = [
  '2.104.0.0/13',
  '5.103.0.0/16',
  '80.62.0.0/15',
  '87.48.0.0/12',
  '188.176.0.0/14',
  '93.160.0.0/13',
  '77.68.0.0/14',
  '185.45.20.0/22',
  '2a02:aa0::/29',
  '2001:878::/32',
]

export function createSandboxGeo(): GeoLookup {
  const danish = addressSet(DANISH)
  return { name: 'sandbox', inDenmark: async (ip) => danish(ip) }
}
