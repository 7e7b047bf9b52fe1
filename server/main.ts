import { buildApp } from './app.ts'
import { createTestClock, systemClock } from './clock.ts'
import { loadConfig } from './config.ts'
import { openDb } from './db/index.ts'
import { migrate } from './db/migrate.ts'
import { seedIfEmpty } from './seed/index.ts'

/** config -> db -> migrate -> seed (if empty) -> listen; closes cleanly on SIGTERM and SIGINT. */
async function main() {
  const config = loadConfig()
  const clock = config.testClock ? createTestClock() : systemClock
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const app = await buildApp(
    { config, db, clock },
    { logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] } },
  )
  const applied = await migrate(db)
  if (applied.length) app.log.info({ applied }, 'migrations applied')
  if (config.seed && (await seedIfEmpty(db.db, clock, config.brand)))
    app.log.info('demo catalogue and test accounts seeded')

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      await db.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
