import type { Db } from './index.ts'
import type { Database, NewRow, TableName } from './types.ts'

/**
 * Inserts rows and leaves any that are already there: the idempotent writes (seed data, callbacks
 * and events that a retry may deliver twice) rely on ON CONFLICT DO NOTHING, not on a read first.
 * `on` names the one unique column whose clash is expected; a clash on any other is then an error.
 */
export async function insertNew<T extends TableName>(
  db: Db,
  table: T,
  rows: NewRow<T> | NewRow<T>[],
  on?: keyof Database[T] & string,
): Promise<void> {
  if (Array.isArray(rows) && rows.length === 0) return
  await db
    .insertInto(table)
    // Kysely cannot relate Insertable<DB[T]> to its own insert shape for a generic T; NewRow<T> is that shape.
    .values(rows as never)
    .onConflict((oc) => (on ? oc.column(on as never) : oc).doNothing())
    .execute()
}
