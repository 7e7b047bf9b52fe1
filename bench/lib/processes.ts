import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type Running = { url: string; stop(): Promise<void> }

async function waitForHealth(
  url: string,
  child: ChildProcess,
  // A loaded shared machine can take longer than two minutes to migrate and seed a fresh database.
  timeoutMs = Number(process.env.BENCH_START_MS ?? 120_000),
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`)
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        cleanup()
        resolve()
        return
      }
      child.once('exit', () => {
        cleanup()
        resolve()
      })
      child.kill('SIGTERM')
    })
}

/** The casino as `npm start` runs it (built dist/), on a fresh embedded database unless DATABASE_URL is given. */
export async function startCasino(port: number, env: Record<string, string> = {}): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  })
  const url = `http://127.0.0.1:${port}`
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }))
  try {
    await waitForHealth(`${url}/health`, child)
  } catch (err) {
    await stop()
    throw err
  }
  return { url, stop }
}

/** A bare Fastify route in its own process: the yardstick the API figures are quoted against. */
export async function startBareFastify(port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-fastify.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(`${url}/bare`, child)
  return { url, stop: stopper(child, () => {}) }
}
