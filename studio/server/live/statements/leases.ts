import type { StudioDb } from '../../repo.ts'

/** The table's lease: one process runs a table at a time, renewing it while it runs (docs/decisions/0005). */
export function liveLeases(db: StudioDb) {
  return {
    /**
     * Takes or renews the table's lease for `owner` until `until`: only when nobody holds it, this owner
     * does, or the holder's lease has run out. True when `owner` holds it afterwards.
     */
    async lease(tableId: string, owner: string, now: Date, until: Date): Promise<boolean> {
      await db
        .insertInto('studio_live_tables')
        .values({ table_id: tableId, owner: null, lease_until: null })
        .onConflict((oc) => oc.column('table_id').doNothing())
        .execute()
      const r = await db
        .updateTable('studio_live_tables')
        .set({ owner, lease_until: until, updated_at: now })
        .where('table_id', '=', tableId)
        .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', '=', owner), eb('lease_until', '<', now)]))
        .returning('owner')
        .executeTakeFirst()
      return r?.owner === owner
    },
    async release(tableId: string, owner: string) {
      await db
        .updateTable('studio_live_tables')
        .set({ owner: null, lease_until: null })
        .where('table_id', '=', tableId)
        .where('owner', '=', owner)
        .execute()
    },
    leaseOf: (tableId: string) =>
      db.selectFrom('studio_live_tables').selectAll().where('table_id', '=', tableId).executeTakeFirst(),
  }
}
