import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { scriptHash } from '../http/security-headers.ts'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The CSP hashes of the built index.html's inline scripts (the first screen's prefetch): the file is
 * ours and fixed per build, so its scripts are allowed by hash, and any other inline script is not.
 */
export function pageScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'index.html')
  if (!existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? '')
    .filter((s) => s.trim())
    .map(scriptHash)
}
