import { resolve } from 'node:path'
import { z } from 'zod'

/** Every environment variable the server reads, parsed once (CONVENTIONS.md: one source of truth). */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the built PWA lives (vite build output). */
  DIST_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** '1' exposes POST /__test/clock (ARCHITECTURE.md: Time). */
  CASINO_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** Skip seeding the demo catalogue into an empty database. */
  SEED: z.enum(['0', '1']).default('1'),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  distDir: string
  logLevel: z.infer<typeof Env>['LOG_LEVEL']
  testClock: boolean
  seed: boolean
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in a shell.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = Env.safeParse(present)
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${detail}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    distDir: resolve(e.DIST_DIR),
    logLevel: e.LOG_LEVEL,
    testClock: e.CASINO_TEST_CLOCK === '1',
    seed: e.SEED === '1',
  }
}
