import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { IconData } from '../../art/compose.ts'
import type { Place } from '../../art/tiles.ts'

/** Each icon's pixels per drawn size: a theme's few icons recur in all its games' tiles. */
const icons = new Map<string, Promise<string>>()
const ICONS_MAX = 2000

function iconPng(icon: IconData, px: number): Promise<string> {
  const key = `${createHash('sha1').update(icon.body).digest('base64url')}@${px}`
  let png = icons.get(key)
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg>`
    png = sharp(Buffer.from(svg))
      .png({ compressionLevel: 1 })
      .toBuffer()
      .then((b) => b.toString('base64'))
    if (icons.size >= ICONS_MAX) icons.delete(icons.keys().next().value as string)
    icons.set(key, png)
    png.catch(() => icons.delete(key))
  }
  return png
}

/**
 * A picture drawn by `draw` (art/tiles.ts) as WebP at its SVG's own pixel size. Game tiles and banners
 * are served this way: a phone decodes a 10 KB WebP in a fraction of the time it took to rasterise the
 * same art's 50–100 KB of gradients, blurred icon details and outlined titles, on every page view
 * (issue 28's trace). The icons are drawn to pixels one by one first: the rasteriser gives each of an
 * emoji's blur filters a surface the size of the whole picture, which made an _xxl tile take seconds,
 * and an icon alone takes milliseconds. The titles are outlines (art/text.ts), so no fonts are needed.
 */
export async function webpOf(draw: (place: Place) => Promise<string>): Promise<Buffer> {
  const placed: { icon: IconData; x: number; y: number; size: number }[] = []
  const svg = await draw((icon, x, y, size) => `<!--icon:${placed.push({ icon, x, y, size }) - 1}-->`)
  const root = /^<svg[^>]*? width="([\d.]+)"[^>]*? viewBox="0 0 ([\d.]+) /.exec(svg)
  const scale = root ? Number(root[1]) / Number(root[2]) : 1
  const images = await Promise.all(
    placed.map(
      async (p) =>
        `<image x="${p.x}" y="${p.y}" width="${p.size}" height="${p.size}" href="data:image/png;base64,${await iconPng(p.icon, Math.max(1, Math.round(p.size * scale)))}"/>`,
    ),
  )
  const flat = svg.replace(/<!--icon:(\d+)-->/g, (_, i: string) => images[Number(i)] ?? '')
  return sharp(Buffer.from(flat)).webp({ quality: 82, effort: 4 }).toBuffer()
}
