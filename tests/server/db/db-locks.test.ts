import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ADVISORY_LOCKS } from '../../../platform/db/locks.ts'

const serverFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? serverFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )

describe('the advisory-lock registry (platform/db/locks.ts)', () => {
  it('gives every lock its own id', () => {
    const ids = Object.values(ADVISORY_LOCKS)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0 && id < 2 ** 31).toBe(true)
  })

  it('is where every advisory lock in server/, studio/server/ and platform/ takes its id from: no call names a number of its own', () => {
    const calls = [
      ...serverFiles('server'),
      ...serverFiles('studio/server'),
      ...serverFiles('platform'),
    ].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /pg_advisory_\w+\(/.test(line))
        .map((line) => ({ file, line: line.trim() })),
    )
    // The scan must find the calls: the migration runner's (lock and unlock), the seeds', the recently-played list's.
    expect(calls.length).toBeGreaterThanOrEqual(5)
    const own = calls.filter((c) => !/ADVISORY_LOCKS[.[]/.test(c.line) || /\d{4,}/.test(c.line))
    expect(own).toEqual([])
  })
})
