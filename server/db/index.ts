import type { Kysely } from 'kysely'
import { type DbOptions, type DbHandle as Handle, openDb as openHandle } from '../../platform/db/handle.ts'
import type { Database } from './types.ts'

export { dropSchema, ping } from '../../platform/db/handle.ts'

/** The casino's database, typed with its own tables (server/db/generated.ts). */
export type Db = Kysely<Database>
export type DbHandle = Handle<Database>

export const openDb = (opts: DbOptions): Promise<DbHandle> => openHandle<Database>(opts)
