import { generateTypes } from '../../../platform/db/codegen.ts'
import { migrateStudio } from './migrate.ts'

/** Where `npm run studio:db-types` writes, relative to the repository root. */
export const STUDIO_TYPES_PATH = 'studio/server/db/generated.ts'

/** The studio tables' types, from a fresh in-memory database migrated with the studio's migrations. */
export const generateStudioTypes = () =>
  generateTypes({ path: STUDIO_TYPES_PATH, migrate: migrateStudio, includePattern: 'studio_*' })
