import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../../server/seed/accounts.ts'
import { freePort } from '../helpers/process-helper.ts'

type Run = { port: number; output: () => string; child: ChildProcess; dir: string }
const runs: Run[] = []

/** The real server as `npm start` runs it, its stdout a terminal (util-linux `script`) or a pipe. */
async function startServer(terminal: boolean, env: Record<string, string> = {}): Promise<Run> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'start-terminal-'))
  const node = `${process.execPath} --import tsx server/main.ts`
  const [cmd, args] = terminal
    ? ['script', ['-qfec', node, '/dev/null']]
    : [process.execPath, node.split(' ').slice(1)]
  const child = spawn(cmd as string, args as string[], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent',
      DATA_DIR: dir,
      JOBS: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
    },
  })
  let out = ''
  child.stdout?.on('data', (b: Buffer) => {
    out += b.toString()
  })
  child.stderr?.on('data', (b: Buffer) => {
    out += b.toString()
  })
  const run = { port, output: () => out, child, dir }
  runs.push(run)
  const deadline = Date.now() + 120_000
  while (!out.includes(`http://localhost:${port}`)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`)
    if (Date.now() > deadline) throw new Error(`no welcome line in 120 s: ${out}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return run
}

/** A few requests, and time for their log lines to arrive. */
async function visit(run: Run) {
  for (const path of ['/health', '/rest/games/providers', '/health'])
    await (await fetch(`http://127.0.0.1:${run.port}${path}`)).arrayBuffer()
  await new Promise((r) => setTimeout(r, 1000))
}

afterEach(async () => {
  for (const run of runs.splice(0)) {
    const exited = new Promise((r) => run.child.once('exit', r))
    if (run.child.exitCode === null && run.child.pid) process.kill(-run.child.pid, 'SIGTERM')
    await exited
    rmSync(run.dir, { recursive: true, force: true })
  }
})

const ACCOUNTS = TEST_ACCOUNTS.map((a) => `${a.userName} / ${a.password}`)

describe('what `npm start` prints (issue 28 item 3)', () => {
  it('at a terminal: where the casino is and the test accounts, readable lines, no request lines', async () => {
    const run = await startServer(true)
    await visit(run)
    const out = run.output()
    expect(out).toContain(`GO Casino is running at http://localhost:${run.port}`)
    for (const a of ACCOUNTS) expect(out).toContain(a)
    expect(out).toMatch(/INFO.*demo catalogue and test accounts seeded/)
    expect(out).not.toMatch(/^\s*\{"level"/m)
    expect(out).not.toContain('request completed')
    expect(out).not.toContain('/health')
  }, 150_000)

  it('at a terminal with LOG_LEVEL=debug: the request lines, one readable line each', async () => {
    const run = await startServer(true, { LOG_LEVEL: 'debug' })
    await visit(run)
    const out = run.output()
    expect(out).toMatch(/DEBUG.*GET \/health incoming request/)
    expect(out).toMatch(/DEBUG.*200 \(\d+(\.\d+)? ms\) request completed/)
    expect(out).not.toMatch(/^\s*\{"level"/m)
  }, 150_000)

  it('on a pipe (CI, production): JSON lines, request lines at info included', async () => {
    const run = await startServer(false)
    await visit(run)
    const lines = run
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; url?: string; req?: { url: string } })
    const hello = lines.find((l) => l.msg.startsWith('GO Casino is running at'))
    expect(hello?.url).toBe(`http://localhost:${run.port}`)
    expect(hello?.msg).toContain(ACCOUNTS[0])
    expect(
      lines.some((l) => l.msg === 'incoming request' && l.req?.url === '/health' && l.level === 30),
    ).toBe(true)
    expect(lines.some((l) => l.msg === 'request completed' && l.level === 30)).toBe(true)
  }, 150_000)
})
