import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
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

/** The lint script's commands, run one by one below so that biome can be told to show every diagnostic. */
const LINT_SCRIPT = 'biome check . && knip'

function run(bin: string, args: string[]): { ok: boolean; output: string } {
  const r = spawnSync(join(copy, 'node_modules/.bin', bin), args, { cwd: copy, encoding: 'utf8' })
  return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}` }
}

/**
 * `npm run lint` with biome's list of diagnostics uncapped (20 by default, fewer than the plants make):
 * an argument after `npm run lint --` would reach knip, the script's last command, not biome.
 */
function lint(): { ok: boolean; output: string } {
  const biome = run('biome', ['check', '.', '--max-diagnostics=500'])
  if (!biome.ok) return biome
  const knip = run('knip', ['--no-progress'])
  return { ok: knip.ok, output: `${biome.output}\n${knip.output}` }
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
    says: 'kysely is used only in server/**/repo.ts, server/db/',
  },
  {
    what: 'server/ importing src/',
    file: 'server/player/planted-src.ts',
    code: "import { da } from '../../src/text/da.ts'\n\nexport const planted = da\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'server/ never imports src/',
  },
  {
    what: 'a server repo importing src/',
    file: 'server/player/repo.planted.ts',
    code: "import { da } from '../../src/text/da.ts'\n\nexport const planted = da\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'server/ never imports src/',
  },
  {
    what: 'a subpath of valtio outside src/stores/',
    file: 'src/features/lobby/planted-valtio-react.ts',
    code: "import { useSnapshot } from 'valtio/react'\n\nexport const planted = useSnapshot\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'valtio is used only in src/stores/',
  },
  {
    what: 'zod/v3 in the browser code',
    file: 'src/lib/planted-zod-v3.ts',
    code: "import { z } from 'zod/v3'\n\nexport const planted = z.string()\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'the browser bundle carries no zod',
  },
  {
    what: 'zod/v4/core in the browser code',
    file: 'src/lib/planted-zod-core.ts',
    code: "import * as core from 'zod/v4/core'\n\nexport const planted = core\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'the browser bundle carries no zod',
  },
  {
    what: 'ofetch/node outside src/api/',
    file: 'src/stores/planted-ofetch-node.ts',
    code: "import { ofetch } from 'ofetch/node'\n\nexport const planted = ofetch\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'ofetch is used only in src/api/',
  },
  {
    what: 'kysely/helpers/postgres outside server/**/repo.ts and server/db/',
    file: 'server/player/planted-kysely-helpers.ts',
    code: "import { jsonArrayFrom } from 'kysely/helpers/postgres'\n\nexport const planted = jsonArrayFrom\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'kysely is used only in server/**/repo.ts, server/db/',
  },
  {
    what: 'the studio importing the casino server',
    file: 'studio/server/planted-casino.ts',
    code: "import { generateCatalogue } from '../../server/seed/catalogue.ts'\n\nexport const planted = generateCatalogue\n",
    rule: 'lint/style/noRestrictedImports',
    says: "the studio never imports the casino's server code",
  },
  {
    what: "a studio repo importing the casino's database types",
    file: 'studio/server/repo.planted.ts',
    code: "import type { Db } from '../../server/db/index.ts'\n\nexport type Planted = Db\n",
    rule: 'lint/style/noRestrictedImports',
    says: "the studio never imports the casino's server code",
  },
  {
    what: 'the casino importing studio code outside server/app.ts',
    file: 'server/games/planted-studio.ts',
    code: "import { studioGames } from '../../studio/server/games.ts'\n\nexport const planted = studioGames\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'the casino imports the studio only in server/app.ts',
  },
  {
    what: "the casino's seed importing the studio's engine instead of its feed",
    file: 'server/seed/planted-engine.ts',
    code: "import { mathFor } from '../../studio/engine/catalogue.ts'\n\nexport const planted = mathFor\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'the casino imports the studio only in server/app.ts',
  },
  {
    what: 'platform/ importing the casino server',
    file: 'platform/http/planted-server.ts',
    code: "import { loadConfig } from '../../server/config.ts'\n\nexport const planted = loadConfig\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'platform/ holds what the casino and the studio both need and imports neither',
  },
  {
    what: 'platform/db importing the studio',
    file: 'platform/db/planted-studio.ts',
    code: "import { migrateStudio } from '../../studio/server/db/migrate.ts'\n\nexport const planted = migrateStudio\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'platform/ holds what the casino and the studio both need and imports neither',
  },
  {
    what: 'kysely in the studio outside its repos and db/',
    file: 'studio/server/planted-kysely.ts',
    code: "import { sql } from 'kysely'\n\nexport const planted = sql\n",
    rule: 'lint/style/noRestrictedImports',
    says: 'kysely is used only in',
  },
]

/** Two plants may name the same folder: each gets a file of its own so one lint run judges them all. */
function plantedFile(plant: Plant, index: number): string {
  return plant.file.replace(/\.ts$/, `-${index}.ts`)
}

describe('npm run lint holds the boundaries', () => {
  it('runs the commands this test runs', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.lint).toBe(LINT_SCRIPT)
  })

  it('passes on the clean copy', () => {
    const { ok, output } = lint()
    expect(output).not.toContain('planted')
    expect(ok, output).toBe(true)
  }, 60_000)

  describe('with every violation planted', () => {
    let planted = { ok: true, output: '' }
    beforeAll(() => {
      for (const [i, plant] of PLANTS.entries()) writeFileSync(join(copy, plantedFile(plant, i)), plant.code)
      try {
        planted = lint()
      } finally {
        for (const [i, plant] of PLANTS.entries()) unlinkSync(join(copy, plantedFile(plant, i)))
      }
    }, 60_000)

    it('fails', () => expect(planted.ok).toBe(false))

    PLANTS.forEach((plant, i) => {
      it(`names the rule for ${plant.what}`, () => {
        const file = plantedFile(plant, i)
        const mine = planted.output.split(/\n(?=\S+ )/).filter((block) => block.startsWith(file))
        expect(mine.join('\n'), planted.output).toContain(plant.rule)
        expect(mine.join('\n'), planted.output).toContain(plant.says)
      })
    })
  })
})
