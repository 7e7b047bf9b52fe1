/**
 * A small PDF 1.4 writer for common/download-pdf (the terms as a document a player can keep): A4
 * pages, Helvetica with WinAnsiEncoding (which has æ, ø and å), headings in bold, lines wrapped and
 * pages broken as the text needs. No dependency: the format needs only objects, one stream per page
 * and a cross-reference table of byte offsets.
 */

type Line = { text: string; bold: boolean; size: number; gapBefore: number }

const PAGE = { width: 595, height: 842, margin: 56 }
const BODY = 11
const HEADING = 13
const LEADING = 1.35
/** Characters per line at 11 pt Helvetica across 483 pt (average glyph about half an em). */
const WRAP_BODY = 88
const WRAP_HEADING = 72

// WinAnsi has these in 0x80-0x9F where Latin-1 has control codes.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&([a-z]+);/g, (m, name: string) => ENTITIES[name] ?? m)

/** Paragraphs of sanitised HTML as plain blocks: headings, list items with a bullet, paragraphs. */
function htmlToBlocks(html: string): { text: string; heading: boolean }[] {
  const blocks: { text: string; heading: boolean }[] = []
  const re = /<(h[2-4]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const tag = (m[1] ?? '').toLowerCase()
    const text = decode((m[2] ?? '').replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    if (!text) continue
    blocks.push({ text: tag === 'li' ? `• ${text}` : text, heading: tag.startsWith('h') })
  }
  return blocks
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = ''
    }
    // A word longer than a line is cut, so nothing runs off the page.
    let w = word
    while (w.length > width) {
      lines.push(w.slice(0, width))
      w = w.slice(width)
    }
    line = line ? `${line} ${w}` : w
  }
  if (line) lines.push(line)
  return lines
}

/** A PDF string literal in WinAnsi bytes: backslash and parentheses escaped, anything else unknown as '?'. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28]
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0) ?? 0x3f
    const b = code <= 0xff && (code >= 0x20 || code === 0x09) ? code : 0x3f
    if (b === 0x28 || b === 0x29 || b === 0x5c) bytes.push(0x5c)
    bytes.push(b)
  }
  bytes.push(0x29)
  return Buffer.from(bytes)
}

function layout(title: string, html: string): Line[][] {
  const lines: Line[] = [{ text: title, bold: true, size: 18, gapBefore: 0 }]
  for (const b of htmlToBlocks(html)) {
    const size = b.heading ? HEADING : BODY
    wrap(b.text, b.heading ? WRAP_HEADING : WRAP_BODY).forEach((text, i) => {
      lines.push({ text, bold: b.heading, size, gapBefore: i === 0 ? size * 0.8 : 0 })
    })
  }
  const pages: Line[][] = [[]]
  let y = PAGE.height - PAGE.margin
  for (const line of lines) {
    const step = line.gapBefore + line.size * LEADING
    if (y - step < PAGE.margin) {
      pages.push([])
      y = PAGE.height - PAGE.margin
    }
    y -= step
    pages[pages.length - 1]?.push(line)
  }
  return pages
}

function pageStream(lines: Line[], pageNo: number, pageCount: number): Buffer {
  const parts: Buffer[] = []
  let y = PAGE.height - PAGE.margin
  for (const line of lines) {
    y -= line.gapBefore + line.size * LEADING
    parts.push(
      Buffer.from(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${PAGE.margin} ${y.toFixed(1)} Td `),
      pdfString(line.text),
      Buffer.from(' Tj ET\n'),
    )
  }
  parts.push(
    Buffer.from(`BT /F1 9 Tf ${PAGE.margin} 30 Td `),
    pdfString(`Side ${pageNo} af ${pageCount}`),
    Buffer.from(' Tj ET\n'),
  )
  return Buffer.concat(parts)
}

/** The whole document: catalog, page tree, two fonts, info, then a page and a stream per page. */
export function renderPdf(title: string, html: string, createdAt: Date): Buffer {
  const pages = layout(title, html)
  const objects: Buffer[] = []
  const firstPage = 6
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')
  const date = createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14)
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'))
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`))
  objects.push(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  )
  objects.push(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
  )
  objects.push(
    Buffer.concat([
      Buffer.from('<< /Title '),
      pdfString(title),
      Buffer.from(` /Producer (GO Casino) /CreationDate (D:${date}Z) >>`),
    ]),
  )
  pages.forEach((lines, i) => {
    const content = firstPage + i * 2 + 1
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    )
    const stream = pageStream(lines, i + 1, pages.length)
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    )
  })

  // Header with a binary comment line, so transfer tools treat the file as binary (PDF 1.4, 7.5.2).
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0]?.length ?? 0
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(offset)
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    chunks.push(obj)
    offset += obj.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('')
  chunks.push(Buffer.from(xref))
  return Buffer.concat(chunks)
}
