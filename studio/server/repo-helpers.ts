import type { StudioDb, Trx } from './repo.ts'

/** PostgreSQL's unique_violation: another caller inserted the row first. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

/** Runs fn in a transaction on the row of `table` with this id, locked for update. */
export const withLocked = <R, T>(
  db: StudioDb,
  table: 'studio_rounds' | 'studio_sessions' | 'studio_live_rounds',
  id: string,
  fn: (trx: Trx, row: R) => Promise<T>,
): Promise<T> =>
  db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    if (!row) throw new Error(`${table} ${id} is gone`)
    return fn(trx, row as R)
  })

/** A patch with its jsonb columns (those of `columns` it sets, null aside) written as JSON text. */
export function jsonColumns(patch: object, columns: readonly string[]): Record<string, unknown> {
  const set: Record<string, unknown> = { ...patch }
  for (const k of columns) if (k in set && set[k] !== null) set[k] = JSON.stringify(set[k])
  return set
}
