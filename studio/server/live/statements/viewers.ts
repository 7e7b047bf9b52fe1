import type { StudioDb } from '../../repo.ts'

/** How many watch each table, counted per process and summed over every process heard from. */
export function liveViewers(db: StudioDb) {
  return {
    /** This process's viewer counts (0 rows are deleted so an idle table stops counting). */
    async putViewers(processId: string, counts: ReadonlyMap<string, number>, now: Date) {
      const rows = [...counts].filter(([, n]) => n > 0)
      await db
        .deleteFrom('studio_live_viewers')
        .where('process_id', '=', processId)
        .where((eb) =>
          rows.length
            ? eb(
                'table_id',
                'not in',
                rows.map(([t]) => t),
              )
            : eb.lit(true),
        )
        .execute()
      if (rows.length)
        await db
          .insertInto('studio_live_viewers')
          .values(rows.map(([t, n]) => ({ process_id: processId, table_id: t, viewers: n, seen_at: now })))
          .onConflict((oc) =>
            oc.columns(['process_id', 'table_id']).doUpdateSet((eb) => ({
              viewers: eb.ref('excluded.viewers'),
              seen_at: eb.ref('excluded.seen_at'),
            })),
          )
          .execute()
    },
    /** Viewers per table over every process heard from since `since`. */
    async viewers(since: Date): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('studio_live_viewers')
        .select(['table_id', 'viewers'])
        .where('seen_at', '>=', since)
        .execute()
      const out = new Map<string, number>()
      for (const r of rows) out.set(r.table_id, (out.get(r.table_id) ?? 0) + r.viewers)
      return out
    },
  }
}
