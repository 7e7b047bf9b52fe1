import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

type Node = { dependencies?: Record<string, Node> }

/** Every package name in npm's tree, at any depth. */
function names(node: Node, out = new Set<string>()): Set<string> {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    out.add(name)
    names(child, out)
  }
  return out
}

// Build and test tools: the production install (`npm install --omit=dev`) must not carry them.
const BUILD_TOOL =
  /^(vite|vite-plugin-.*|@vitejs\/.*|rollup|@rollup\/.*|rolldown|@rolldown\/.*|playwright|playwright-core|@playwright\/.*|workbox-build|typescript)$/

describe('the production tree (issue 31 item 9)', () => {
  it('`npm ls --omit=dev` lists no Vite, Rollup/Rolldown, Playwright or other build tool', async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--json'], {
      maxBuffer: 64 * 1024 * 1024,
    })
    const all = names(JSON.parse(stdout) as Node)
    // The tree is the real one: what the server runs on is in it.
    expect(all).toContain('fastify')
    expect(all).toContain('tsx')
    expect([...all].filter((n) => BUILD_TOOL.test(n))).toEqual([])
  }, 60_000)
})
