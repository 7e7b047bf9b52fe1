// `npm run dev`: the server (restarted on change) on :8080 and Vite's dev server on :5173 proxying the APIs.
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: process.env.PORT ?? '8080' },
  }),
]
const stopAll = (sig) => {
  for (const c of children) c.kill(sig)
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll(sig))
for (const c of children)
  c.on('exit', (code) => {
    stopAll('SIGTERM')
    process.exit(code ?? 0)
  })
