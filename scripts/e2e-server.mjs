// The server Playwright drives: the built PWA on a fresh embedded database with the test clock on, or on
// the fresh PostgreSQL database E2E_DATABASE_URL names (CI: the database runs beside the server then,
// not on its event loop).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    DATA_DIR: dataDir,
    // Never the shell's DATABASE_URL: a story changes what it finds, so it gets a database of its own.
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    CASINO_TEST_CLOCK: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Every e2e test logs in from 127.0.0.1; the per-IP limits are tested in tests/server.
    RATE_LOGIN_PER_MIN: '10000',
    RATE_PIN_PER_MIN: '10000',
    RATE_SIGNUP_PER_MIN: '10000',
  },
})
const cleanup = () => rmSync(dataDir, { recursive: true, force: true })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
