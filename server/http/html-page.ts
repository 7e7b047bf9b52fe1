/** Escapes text for the server's own HTML pages (sandboxes, the operator's support page). */
export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The card on a grey page that the MitID and ROFUS sandboxes share, so the two look alike. */
const CARD_STYLE = `body{font-family:system-ui,sans-serif;background:#f3f5f8;color:#14213d;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
h1{font-size:1.3rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#444}`

/** A whole sandbox page: the shared card look, the page's own `style`, its `body` and an optional script. */
export function cardPage(title: string, style: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>
${CARD_STYLE}
${style}
</style></head><body><main>
${body}
</main>${script ? `\n<script>${script}</script>\n` : ''}</body></html>`
}
