/** API bases per host (SPEC.md section 7). The reference back end serves every API on this origin. */
export const API = { games: '/games-api', cms: '/cms', player: '/rest/punter', core: '/core' } as const
