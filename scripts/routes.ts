import { createTestClock } from '../platform/clock.ts'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { openDb } from '../server/db/index.ts'
import { migrate } from '../server/db/migrate.ts'
import { formatRoutes, routeRecorder } from '../server/docs/route-table.ts'

/**
 * `npm run routes`: every route the app answers, with its method, path, owning module and what it
 * does (server/docs/route-map.ts), in the order server/app.ts mounts the modules. The app is built
 * as the server tests build it: in-memory PGlite, the test clock on (so POST /__test/clock is listed)
 * and no PWA build (whose GET / and per-file routes the `web` line describes).
 *   --json         the rows as JSON
 *   --production   the routes a production process has (no sandboxes' pages, no /docs); the
 *                  sandbox adapters are kept, as production cannot be configured without real ones yet
 */
const args = new Set(process.argv.slice(2))
const db = await openDb({})
await migrate(db)
const testConfig = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', CASINO_TEST_CLOCK: '1' })
const config = args.has('--production') ? { ...testConfig, env: 'production' as const } : testConfig
const recorder = routeRecorder()
const app = await buildApp({ config, db, clock: createTestClock() }, { onRoute: recorder.onRoute })
const rows = recorder.rows()
await app.close()
await db.close()

process.stdout.write(`${args.has('--json') ? JSON.stringify(rows, null, 2) : formatRoutes(rows)}\n`)
if (!args.has('--json'))
  process.stdout.write(
    `\n${rows.length} routes; every GET also answers HEAD. With a build in DIST_DIR the web module adds GET / and one GET per built file.\n`,
  )
