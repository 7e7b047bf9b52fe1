import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { type Clock, createTestClock } from '../../../platform/clock.ts'
import { type BuildOptions, buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { type DbHandle, dropSchema, openDb } from '../../../server/db/index.ts'
import { migrate } from '../../../server/db/migrate.ts'
import { seedIfEmpty } from '../../../server/seed/index.ts'

let templateBlob: Blob | undefined
/** The run's migrated and seeded PGlite dump (helpers/db-template.ts), if it was seeded for `brand`. */
function template(brand: string): Blob | undefined {
  const made = inject('dbTemplate')
  if (!made || made.brand !== brand) return undefined
  templateBlob ??= new Blob([readFileSync(made.path)])
  return templateBlob
}

export type Built = { app: FastifyInstance; db: DbHandle; clock: Clock; close(): Promise<void> }

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when DATABASE_URL is set, PostgreSQL in a
 * schema of this test file's own that is dropped afterwards.
 */
export async function build(env: Record<string, string> = {}, opts: BuildOptions = {}): Promise<Built> {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined
  const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', ...env })
  const db = await openDb({
    databaseUrl,
    schema,
    loadDataDir: databaseUrl ? undefined : template(config.brand),
  })
  // On a template both are no-ops; they stay, so a test never depends on where its database came from.
  await migrate(db)
  const clock = createTestClock()
  await seedIfEmpty(db.db, clock, config.brand)
  const app = await buildApp({ config, db, clock }, opts)
  return {
    app,
    db,
    clock,
    async close() {
      await app.close()
      if (schema) await dropSchema(db.db, schema)
      await db.close()
    },
  }
}

/**
 * A value of the enclosing file or describe block: `make` runs before its tests and `close` after them.
 * The answer reads it, inside a test or a hook (it does not exist yet while the suite is collected).
 */
function withSuiteValue<T>(
  make: () => Promise<T>,
  close: (value: T) => Promise<unknown>,
  timeout?: number,
): () => T {
  let made: { value: T } | undefined
  beforeAll(async () => {
    made = { value: await make() }
  }, timeout)
  afterAll(async () => {
    if (made) await close(made.value)
  })
  return () => {
    if (!made) throw new Error('a suite value is made in beforeAll: use it inside a test or a hook')
    return made.value
  }
}

/**
 * The app of the enclosing file or describe block: built before its tests (then `setUp` runs, e.g.
 * `listen`) and closed after them; `opts` go to buildApp (e.g. `onRoute` to see every route). The handle reads the built app, so tests write `t.app` as they would
 * with `build()`, without each file repeating the hooks.
 */
export function appPerSuite(
  env: Record<string, string> = {},
  setUp?: (t: Built) => Promise<unknown>,
  opts: BuildOptions = {},
  timeout?: number,
): Built {
  const get = withSuiteValue(
    async () => {
      const built = await build(env, opts)
      // A failed set-up still closes the app (and drops its schema).
      await setUp?.(built).catch(async (e) => {
        await built.close()
        throw e
      })
      return built
    },
    (built) => built.close(),
    timeout,
  )
  return {
    get app() {
      return get().app
    },
    get db() {
      return get().db
    },
    get clock() {
      return get().clock
    },
    close: () => get().close(),
  }
}

/**
 * A hostile call's answer: never a 500; a refusal (required when `mustRefuse`) is the error envelope
 * with a message and no echoed markup, and it wrote nothing: `state()` still equals `before`.
 */
export async function expectSafeAnswer(
  res: { statusCode: number; body: string; json: () => unknown },
  label: string,
  o: { mustRefuse?: boolean; state: () => Promise<unknown>; before: unknown },
) {
  expect(res.statusCode, label).toBeLessThan(500)
  if (o.mustRefuse) expect(res.statusCode, label).toBeGreaterThanOrEqual(400)
  if (res.statusCode < 400) return
  const answer = res.json() as { success: boolean; errorMessage: string }
  expect(answer.success, label).toBe(false)
  expect(answer.errorMessage, label).toBeTruthy()
  expect(res.body, label).not.toContain('<script>')
  expect(await o.state(), label).toEqual(o.before)
}
