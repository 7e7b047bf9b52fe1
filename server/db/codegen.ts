import { generateTypes } from '../../platform/db/codegen.ts'
import { migrate } from './migrate.ts'

export { enumValuesOf } from '../../platform/db/codegen.ts'

/** Where `npm run db:types` writes, relative to the repository root. */
export const GENERATED_TYPES_PATH = 'server/db/generated.ts'

/** server/db/generated.ts, from server/db/migrations. */
export const generateDbTypes = () => generateTypes({ path: GENERATED_TYPES_PATH, migrate, checkEnums: true })
