// `npm start`: build the PWA when the build is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']
const BUILT = 'dist/index.html'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)))
  return newest
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map(newestMtime))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
