/**
 * The geo lookup, an outside party (ARCHITECTURE.md: Outside parties): is this public address in
 * Denmark? The sandbox (`sandbox/`) knows the large Danish networks' ranges; a real adapter
 * (`server/geo/<vendor>/`, e.g. a GeoIP2 country database) implements the same interface and is
 * chosen in `service.ts` from `GEO_PROVIDER`. Loopback, private and `GEO_ALLOW` addresses never reach it.
 */
export interface GeoLookup {
  readonly name: string
  inDenmark(ip: string): Promise<boolean>
}
