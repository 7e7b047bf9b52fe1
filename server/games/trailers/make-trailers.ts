// biome-ignore-all lint/suspicious/noConsole: a developer script that says what it made
/**
 * Makes the upcoming games' trailers (SPEC.md section 2, VIDEO_POPUP): four seconds of each game's own
 * cover art, slowly zooming, as a small VP8 WebM that every browser plays. Run it after the seed's
 * upcoming games change: `npx tsx server/games/trailers/make-trailers.ts` (needs ffmpeg with librsvg).
 * The files are committed; the server only reads them (trailer-routes.ts).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gameSvg } from '../../cdn/svg.ts'
import { generateCatalogue } from '../../seed/catalogue.ts'
import { PROVIDER_SEEDS } from '../../seed/providers.ts'

const OUT = dirname(fileURLToPath(import.meta.url))
const titles = new Map(PROVIDER_SEEDS.map((p) => [p.name, p.title]))
const work = mkdtempSync(join(tmpdir(), 'trailers-'))
try {
  for (const g of generateCatalogue(new Date()).filter((x) => x.upcoming_video_url)) {
    const svg = join(work, `${g.game_id}.svg`)
    const ref = {
      id: g.game_id,
      name: g.name,
      theme: g.themes[0] ?? '',
      provider: titles.get(g.provider) ?? g.provider,
    }
    writeFileSync(svg, await gameSvg(ref, 'xxl'))
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      svg,
      '-t',
      '4',
      '-vf',
      "scale=960:720,zoompan=z='min(zoom+0.0015,1.25)':d=96:s=480x360:fps=24,format=yuv420p",
      '-c:v',
      'libvpx',
      '-b:v',
      '150k',
      '-an',
      join(OUT, `${g.game_id}.webm`),
    ])
    console.log(g.game_id)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
