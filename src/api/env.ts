/** API bases per host (SPEC.md section 7). The reference back end serves every API on this origin. */
export const API = { games: '/games-api', cms: '/cms', player: '/rest/punter', core: '/core' } as const

/** Hosts where the geo block is not applied (SPEC.md section 8): the operator's own test sites. */
export const GEO_EXEMPT_HOSTS: readonly string[] = ['beta.gocasino.dk', 'test.gocasino.dk']
