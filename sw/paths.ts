import { API_PREFIXES } from '../contract/paths.ts'

export { API_PREFIXES }

const bare = (prefix: string) => prefix.replace(/\/$/, '')

/** `/dibs` covers `/dibs` and `/dibs/…` but not `/dibsx`; `/rest/` also covers a bare `/rest`. */
export function hasPrefix(pathname: string, prefix: string): boolean {
  const root = bare(prefix)
  return pathname === root || pathname.startsWith(`${root}/`)
}

/** The same test as a RegExp over pathname + search, the form NavigationRoute's denylist takes. */
export function prefixPattern(prefix: string): RegExp {
  const escaped = bare(prefix).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped}(?:[/?]|$)`)
}

export const isApiUrl = (url: URL): boolean => API_PREFIXES.some((p) => hasPrefix(url.pathname, p))
