import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The boundaries of ARCHITECTURE.md (Client data flow) and CONVENTIONS.md (State) hold because
 * `npm run lint` fails on them: each kind of violation is planted in a copy of the repository in turn,
 * and lint must fail naming its rule; the clean copy must pass.
 */
const ROOT = resolve(import.meta.dirname, '../..')
let copy = ''

function lint(): { ok: boolean; output: string } {
  const r = spawnSync('npm', ['run', 'lint', '--silent'], { cwd: copy, encoding: 'utf8' })
  return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}` }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'lint-boundaries-'))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    try {
      cpSync(join(ROOT, file), join(copy, file))
    } catch {
      // listed by git but deleted in the working tree
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))
})

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

type Plant = { what: string; file: string; code: string; rule: string; says: string }

const PLANTS: Plant[] = [
  {
    what: 'a screen importing src/api/',
    file: 'src/features/auth/planted.ts',
    code: "import { playerApi } from '../../api/player.ts'\n\nexport const planted = [playerApi]\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'never import src/api/',
  },
  {
    what: 'a shared widget importing an API type',
    file: 'src/ui/planted.ts',
    code: "import type { RegisterForm } from '../api/player.ts'\n\nexport type Planted = RegisterForm\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'never import src/api/',
  },
  {
    what: 'a store importing src/features/',
    file: 'src/stores/planted.ts',
    code: "import { runMitidRoute } from '../features/signup/mitid-actions.ts'\n\nexport const planted = [runMitidRoute]\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'stores never import src/features/',
  },
  {
    what: 'a value import of a zod-bearing contract file',
    file: 'src/lib/planted.ts',
    code: "import { LoginBody } from '../../contract/player.ts'\n\nexport const planted = [LoginBody]\n",
    rule: 'plugin',
    says: 'contract-types-only',
  },
  {
    what: 'zod itself in the browser code',
    file: 'src/lib/planted.ts',
    code: "import { z } from 'zod'\n\nexport const planted = z.string()\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'the browser bundle carries no zod',
  },
  {
    what: 'valtio outside src/stores/',
    file: 'src/features/lobby/planted.ts',
    code: "import { proxy } from 'valtio'\n\nexport const planted = proxy({})\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'valtio is used only in src/stores/',
  },
  {
    what: 'ofetch outside src/api/',
    file: 'src/stores/planted.ts',
    code: "import { ofetch } from 'ofetch'\n\nexport const planted = ofetch\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'ofetch is used only in src/api/',
  },
  {
    what: 'workbox outside sw/',
    file: 'src/lib/planted.ts',
    code: "import { registerRoute } from 'workbox-routing'\n\nexport const planted = registerRoute\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'workbox-* is used only in sw/',
  },
  {
    what: 'kysely outside server/**/repo.ts and server/db/',
    file: 'server/player/planted.ts',
    code: "import { sql } from 'kysely'\n\nexport const planted = sql\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'kysely is used only in server/**/repo.ts and server/db/',
  },
]

describe('npm run lint holds the boundaries', () => {
  it('passes on the clean copy', () => {
    const { ok, output } = lint()
    expect(output).not.toContain('planted.ts')
    expect(ok, output).toBe(true)
  }, 60_000)

  for (const plant of PLANTS) {
    it(`fails on ${plant.what}`, () => {
      const path = join(copy, plant.file)
      writeFileSync(path, plant.code)
      try {
        const { ok, output } = lint()
        expect(ok).toBe(false)
        const mine = output.split(/\n(?=\S+ )/).filter((block) => block.startsWith(plant.file))
        expect(mine.join('\n'), output).toContain(plant.rule)
        expect(mine.join('\n'), output).toContain(plant.says)
      } finally {
        unlinkSync(path)
      }
    }, 60_000)
  }
})
