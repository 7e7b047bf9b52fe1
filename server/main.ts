import type { AddressInfo } from 'node:net'
import { createTestClock, systemClock } from '../platform/clock.ts'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDb } from './db/index.ts'
import { migrate } from './db/migrate.ts'
import { seedIfEmpty } from './seed/index.ts'
import { serverLogging, welcome } from './terminal.ts'

/** config -> db -> migrate -> seed (if empty) -> listen; closes cleanly on SIGTERM and SIGINT. */
async function main() {
  const config = loadConfig()
  const clock = config.testClock ? createTestClock() : systemClock
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const terminal = process.stdout.isTTY === true
  const app = await buildApp({ config, db, clock }, await serverLogging(config, terminal))
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
  const { port } = app.server.address() as AddressInfo
  const hello = welcome(port, config.seed)
  // A line for the person at the terminal; a log record like any other where logs are read as JSON.
  if (terminal) console.log(`\n${hello}\n`)
  else app.log.info({ url: `http://localhost:${port}` }, hello)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
