import { esc } from '../http/html-page.ts'
import type { Support } from './service.ts'

const time = (d: Date) =>
  d.toLocaleTimeString('da-DK', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' })

type Chats = Awaited<ReturnType<Support['openChats']>>

/**
 * The operator's page: every open chat with its messages and a reply form. Everything a player wrote
 * is escaped here; the page has no script at all, and its CSP says so.
 */
export function agentPage(chats: Chats, notice = ''): string {
  const list = chats.length
    ? chats
        .map((c) => {
          const who = c.user_name ? `Spiller ${esc(c.user_name)}` : 'Besøgende'
          const msgs = c.messages
            .map(
              (m) =>
                `<li class="${m.author}"><span class="who">${m.author === 'agent' ? 'Kundeservice' : 'Spiller'}</span> ` +
                `<time>${time(m.created_at)}</time><p>${esc(m.body)}</p></li>`,
            )
            .join('')
          return `<section aria-labelledby="chat-${c.id}">
<h2 id="chat-${c.id}">Chat ${c.id} · ${who}</h2>
<ol class="msgs">${msgs || '<li>Ingen beskeder endnu.</li>'}</ol>
<form method="post" action="/cms/support/agent/reply">
<input type="hidden" name="chat_id" value="${c.id}">
<label for="reply-${c.id}">Svar til chat ${c.id}</label>
<textarea id="reply-${c.id}" name="message" rows="2" maxlength="1000" required></textarea>
<button type="submit">Send svar</button>
</form></section>`
        })
        .join('\n')
    : '<p>Ingen åbne chats.</p>'
  return `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kundeservice – åbne chats</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#14213d}
section{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}
.msgs{list-style:none;padding:0}.msgs li{margin:.4rem 0}.agent .who{color:#0a5}
.who{font-weight:600}time{color:#556;font-size:.85em}p{margin:.2rem 0}
textarea{display:block;width:100%;margin:.3rem 0}label{font-weight:600}
</style></head><body><main>
<h1>Kundeservice – åbne chats</h1>
${notice ? `<p role="status">${esc(notice)}</p>` : ''}
<p><a href="/cms/support/agent">Opdater</a></p>
${list}
</main></body></html>`
}
