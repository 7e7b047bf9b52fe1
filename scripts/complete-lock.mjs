// `npm ci` refuses a lock that lacks other platforms' optional native packages (biome, rollup), and
// npm 11 leaves them out whenever node_modules exists (npm/cli#4828, #7961); this registry also has no
// darwin/win32 builds to resolve them from. This adds each missing variant as an optional entry with
// its os, cpu and libc, which npm ci validates and then skips on any other platform.
// Run it after every `npm install` that changes the lock: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs'

const OSES = [
  'android',
  'darwin',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'openharmony',
  'linux',
  'aix',
  'sunos',
]
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el']

function platformOf(name) {
  const base = name.split('/').pop()
  const parts = base.split('-')
  const os = OSES.find((o) => parts.includes(o))
  const cpu = CPUS.find((c) => parts.includes(c))
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.includes('gnu')
      ? 'glibc'
      : undefined
  return { os, cpu, libc }
}

const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages
let added = 0
for (const meta of Object.values(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`
    if (packages[key]) continue
    const { os, cpu, libc } = platformOf(dep)
    if (!os || !cpu) continue
    packages[key] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    }
    added++
  }
}
const byPath = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)
lock.packages = Object.fromEntries(Object.entries(packages).sort(byPath))
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lock: ${added} platform entries added to ${file}`)
