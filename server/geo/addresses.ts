import { BlockList, isIP } from 'node:net'

/** Loopback and private networks: the casino's own machines and a player on the office network. */
export const LOCAL = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]

/** A set of addresses and CIDR ranges; `label` names the setting in the error for a bad entry. */
export function addressSet(entries: readonly string[], label = 'GEO_ALLOW') {
  const list = new BlockList()
  for (const entry of entries) {
    const [addr = '', bits] = entry.split('/')
    if (!isIP(addr)) throw new Error(`${label}: not an address or range: ${entry}`)
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(addr, family)
    else list.addSubnet(addr, Number(bits), family)
  }
  return (ip: string): boolean => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip
    const family = isIP(plain)
    if (!family) return false
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}
