// `npm start`: build what the server serves (the PWA into dist/, the game client into dist/studio/)
// when its build is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const VITE = 'node_modules/vite/bin/vite.js'

/**
 * The builds in the order they must run: the PWA's build empties dist/ (Vite's emptyOutDir), the game
 * client's with it, so the client is built after it. Each build leaves a stamp in its own output
 * folder dated when the build began: a source changed during a build is newer, and a deleted output
 * takes its stamp with it.
 */
const BUILDS = [
  {
    what: 'the casino (PWA, and its server render of the lobby routes)',
    stamp: 'dist/.built',
    sources: ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
    runs: [['build'], ['build', '--ssr', 'src/entry-server.tsx']],
  },
  {
    what: 'the game client',
    stamp: 'dist/studio/.built',
    sources: ['studio/client', 'studio/engine', 'art', 'contract', 'package-lock.json'],
    runs: [['build', '-c', 'studio/client/vite.config.ts']],
  },
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs // a deleted file changes its folder
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)))
  return newest
}

for (const b of BUILDS) {
  const builtAt = existsSync(b.stamp) ? statSync(b.stamp).mtimeMs : 0
  if (builtAt >= Math.max(...b.sources.map(newestMtime))) continue
  console.log(`${builtAt ? 'Sources changed since the last build' : 'No build yet'}: building ${b.what}…`)
  if (!existsSync(VITE)) {
    console.error('The build tools are missing: run `npm install` (they are devDependencies).')
    process.exit(1)
  }
  const startedAt = new Date()
  for (const args of b.runs) {
    const build = spawnSync(process.execPath, [VITE, ...args], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  writeFileSync(b.stamp, `${startedAt.toISOString()}\n`)
  utimesSync(b.stamp, startedAt, startedAt)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
