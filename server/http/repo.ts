import type { Db } from '../db/index.ts'

/** Counts one hit in a fixed window and answers the window's total so far. */
export async function countHit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  return row.hits
}

export async function dropWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute()
}

export async function refundHit(db: Db, bucket: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute()
}
