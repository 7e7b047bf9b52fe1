/**
 * The national self-exclusion register (ROFUS), an outside party (ARCHITECTURE.md: Outside parties):
 * is this CPR number excluded, and report an exclusion. The sandbox (`service.ts` `createRofus`, its
 * own table) is the default; a real adapter (`server/rofus/<adapter>/`, Spillemyndigheden's service)
 * implements the same two calls and is added to `rofusRegister()` in `service.ts`, chosen by
 * `ROFUS_PROVIDER`.
 */
export type RofusStatus = { excluded: false } | { excluded: true; until: Date | null }

export interface RofusRegister {
  check(cpr: string): Promise<RofusStatus>
  register(cpr: string, kind: 'temporary' | 'permanent', until: Date | null): Promise<void>
}
