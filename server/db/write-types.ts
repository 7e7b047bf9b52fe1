import { writeFileSync } from 'node:fs'
import { GENERATED_TYPES_PATH, generateDbTypes } from './codegen.ts'

// `npm run db:types`: migrate a fresh database and regenerate the committed table types.
writeFileSync(GENERATED_TYPES_PATH, await generateDbTypes())
process.stderr.write(`wrote ${GENERATED_TYPES_PATH}\n`)
