import { HttpError } from '../../platform/http/errors.ts'
import { addressSet, LOCAL } from './addresses.ts'
import type { GeoLookup } from './port.ts'
import { createSandboxGeo } from './sandbox/ranges.ts'

/** SPEC.md section 8, Geo block: the status modal's text, which the server answers too. */
const OUTSIDE_DENMARK =
  'Din internetforbindelse er dårlig, eller du befinder dig uden for Danmark. Du kan kun logge ind og oprette en konto fra Danmark.'

export type GeoProvider = 'sandbox'

/** The one place a geo adapter is chosen; a real one is added here beside the sandbox. */
export function geoLookup(provider: GeoProvider): GeoLookup {
  switch (provider) {
    case 'sandbox':
      return createSandboxGeo()
  }
}

/**
 * The geo rule (SPEC.md section 1, ARCHITECTURE.md: Outside parties): loopback, private and the
 * configured `GEO_ALLOW` addresses are allowed, other addresses when the lookup places them in Denmark.
 */
export function createGeo(lookup: GeoLookup, extra: readonly string[]) {
  const always = addressSet([...LOCAL, ...extra])
  const allowed = async (ip: string): Promise<boolean> => always(ip) || (await lookup.inDenmark(ip))
  return {
    allowed,
    /** Refuses (403, the spec's text) a call from outside Denmark: login, sign-up, deposits, money launches. */
    async require(ip: string): Promise<void> {
      if (!(await allowed(ip))) throw new HttpError(403, OUTSIDE_DENMARK)
    },
  }
}
export type Geo = ReturnType<typeof createGeo>
