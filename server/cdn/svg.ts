import type { ImageSize } from '../../contract/games.ts'

const SIZES: Record<ImageSize, [number, number]> = {
  xs: [160, 120],
  sm: [240, 180],
  md: [320, 240],
  lg: [480, 360],
  xl: [640, 480],
  xxl: [960, 720],
  vr: [300, 400],
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A stable hue from a string, so every theme and provider keeps its colour. */
export function hue(s: string): number {
  let h = 0
  for (const ch of s) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360
  return h
}

/** The card art of one game: a gradient in its theme's colours, an emblem, the title and provider. */
export function gameSvg(name: string, theme: string, provider: string, size: ImageSize): string {
  const [w, h] = SIZES[size]
  const a = hue(theme)
  const b = (a + 40 + (hue(name) % 60)) % 360
  const fs = Math.round(w / 12)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,35%)"/><stop offset="1" stop-color="hsl(${b},75%,18%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.22}" fill="hsl(${b},80%,60%)" opacity=".35"/>
<text x="${w / 2}" y="${h * 0.58}" font-family="system-ui,sans-serif" font-size="${fs}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text>
<text x="${w / 2}" y="${h * 0.58 + fs * 1.3}" font-family="system-ui,sans-serif" font-size="${Math.round(fs * 0.6)}" fill="#ffffffcc" text-anchor="middle">${escapeXml(provider)}</text>
</svg>`
}

export function logoSvg(title: string, w = 200, h = 80): string {
  const a = hue(title)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<rect width="${w}" height="${h}" rx="12" fill="hsl(${a},55%,22%)"/>
<text x="${w / 2}" y="${h / 2 + 8}" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
</svg>`
}

/** Avatars 1 to 147 (SPEC.md section 3): a face in one of 147 colour and feature combinations. */
export function avatarSvg(n: number): string {
  const h = (n * 137) % 360
  const eyes = 7 + (n % 4)
  const mouth = n % 3 === 0 ? 'M22 44 Q32 52 42 44' : n % 3 === 1 ? 'M22 46 L42 46' : 'M22 48 Q32 40 42 48'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${h} 60% 45%)"/><circle cx="32" cy="30" r="20" fill="hsl(${(h + 40) % 360} 70% 80%)"/><circle cx="24" cy="${26 + (n % 3)}" r="${eyes / 3}" fill="#222"/><circle cx="40" cy="${26 + (n % 3)}" r="${eyes / 3}" fill="#222"/><path d="${mouth}" stroke="#222" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`
}
