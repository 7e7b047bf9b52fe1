// Preloaded into a benched server process (node --expose-gc --import ./bench/lib/heap-probe.mjs):
// on SIGUSR2 it collects garbage twice and writes process.memoryUsage() to HEAP_PROBE_FILE, so the
// bench reads live memory rather than resident pages the collector has not returned yet.
import { writeFileSync } from 'node:fs'

const file = process.env.HEAP_PROBE_FILE
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc()
    globalThis.gc()
    writeFileSync(file, JSON.stringify(process.memoryUsage()))
  })
}
