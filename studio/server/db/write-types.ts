import { writeFileSync } from 'node:fs'
import { generateStudioTypes, STUDIO_TYPES_PATH } from './codegen.ts'

writeFileSync(STUDIO_TYPES_PATH, await generateStudioTypes())
process.stderr.write(`wrote ${STUDIO_TYPES_PATH}\n`)
