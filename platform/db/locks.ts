/**
 * Every PostgreSQL advisory lock id the server takes, in one place so two uses can never share one by
 * accident (tests/server/db/db-locks.test.ts checks they are unique). The 727 prefix keeps them clear of
 * locks other software on a shared database might take.
 */
export const ADVISORY_LOCKS = {
  /** Session lock around applying migrations: two processes starting at once apply each file once. */
  migrate: 727_001,
  /** Transaction lock around the catalogue seed: two processes on one empty database seed it once. */
  seedCatalogue: 727_002,
  /** Transaction lock around the content seed (cms_* tables), for the same reason. */
  seedContent: 727_004,
  /**
   * First key of a two-key transaction lock (this id, the player's client id) around writing one
   * player's recently played list, so two tabs cannot leave more than the kept number of rows.
   */
  recentGames: 727_005,
  /** Session lock around applying the studio's own migrations (studio/server/migrations). */
  studioMigrate: 727_006,
  /** Session lock around the studio's start-up recovery of interrupted rounds, one process at a time. */
  studioRecovery: 727_007,
} as const
