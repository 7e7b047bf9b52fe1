import type { Insertable, Selectable, Updateable } from 'kysely'
import type { DB } from './generated.ts'

/**
 * The database's types. The table interfaces live in generated.ts, which `npm run db:types` writes
 * from the migrated schema (tests/server/db/db-types.test.ts fails when it is stale); this file only
 * names views of them.
 */
export type * from './generated.ts'

export type Database = DB
export type TableName = keyof Database

/** A row as a select answers it. */
export type Row<T extends TableName> = Selectable<Database[T]>
/** A row as an insert takes it: generated and defaulted columns may be left out. */
export type NewRow<T extends TableName> = Insertable<Database[T]>
/** The columns an update may set. */
export type RowPatch<T extends TableName> = Updateable<Database[T]>

export type AccountKind = Row<'wallet_accounts'>['kind']
export type PlayerBonusStatus = Row<'player_bonuses'>['status']
export type PspStatus = Row<'psp_payments'>['status']
