import type { KnipConfig } from 'knip'

/**
 * Dead code check (`npm run lint`). Knip's plugins find most entry points by themselves: index.html's
 * src/main.tsx, studio/client/index.html's main.ts, the worker (vite-plugin-pwa's sw/sw.ts), the vitest
 * projects and Playwright's specs, and every file a package.json script runs. Listed here are the ones
 * started some other way.
 */
const config: KnipConfig = {
  entry: [
    // The server's render of the lobby routes: `vite build --ssr src/entry-server.tsx` (package.json build).
    'src/entry-server.tsx',
    // Spawned as `node --import tsx server/main.ts` by scripts/start.mjs, dev.mjs, e2e-server.mjs and the tests.
    'server/main.ts',
    // Developer tools run by hand (each file's header says how).
    'scripts/pwa-icons.ts',
    'scripts/live-holdem-sim.ts',
    'art/preview.ts',
    'server/games/trailers/make-trailers.ts',
    // Bench files that also run on their own (`npx tsx bench/x.ts`), and the processes the benches spawn.
    'bench/paired.ts',
    'bench/engine.ts',
    'bench/live-viewers.ts',
    'bench/studio-client.ts',
    'bench/studio-rounds.ts',
    'bench/wallet.ts',
    'bench/lib/bare-fastify.ts',
    'bench/lib/sse-viewers.ts',
    'bench/lib/heap-probe.mjs',
  ],
  playwright: {
    // The newcomer's visit (tests/newcomer/run.sh) has a config of its own.
    config: ['playwright.config.ts', 'tests/newcomer/playwright.config.ts'],
  },
  ignoreDependencies: [
    // art/fonts.ts names the WOFF files by path (read by art/build.ts and server/cdn/svg.ts), not by import.
    '@fontsource/cinzel',
    '@fontsource/bebas-neue',
    // scripts/ui-font.ts resolves the text face's WOFF2 file by path and emits it at /fonts/.
    '@fontsource-variable/inter',
  ],
  ignoreBinaries: [
    // System programs, not npm packages: bench/wallet.ts compares with PostgreSQL's pgbench,
    // tests/server/cms/cms.test.ts reads a PDF back with poppler's pdftotext where it is installed, and
    // make-trailers.ts encodes with ffmpeg.
    'pgbench',
    'pdftotext',
    'ffmpeg',
  ],
  ignoreIssues: {
    // Written by kysely-codegen (npm run db:types, npm run studio:db-types): every table's row type, used or not.
    'server/db/generated.ts': ['types'],
    'studio/server/db/generated.ts': ['types'],
  },
}

export default config
