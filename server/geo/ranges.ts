import { BlockList, isIP } from 'node:net'

/**
 * The geo sandbox's idea of Denmark: address blocks of the large Danish networks (TDC/Nuuday, Telia
 * DK, Telenor DK, 3 DK, Stofa, Norlys). A production adapter would ask a GeoIP database instead.
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
const LOCAL = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]

function addAll(list: BlockList, entries: readonly string[]) {
  for (const entry of entries) {
    const [addr = '', bits] = entry.split('/')
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(addr)) throw new Error(`GEO_ALLOW: not an address or range: ${entry}`)
    if (bits === undefined) list.addAddress(addr, family)
    else list.addSubnet(addr, Number(bits), family)
  }
}

/** Loopback, private, Danish and the configured extra ranges are allowed; everything else is not. */
export function createGeoCheck(extra: readonly string[]) {
  const allowed = new BlockList()
  addAll(allowed, [...DANISH, ...LOCAL, ...extra])
  return (ip: string): boolean => {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip
    const family = isIP(plain)
    if (!family) return false
    return allowed.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}
