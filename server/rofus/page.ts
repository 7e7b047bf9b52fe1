import { cardPage, esc } from '../http/html-page.ts'

/** The periods a citizen may choose on the register's page: days, or for good. */
export const ROFUS_PERIODS = [
  { value: '1', label: '24 timer', days: 1 },
  { value: '30', label: '1 måned', days: 30 },
  { value: '90', label: '3 måneder', days: 90 },
  { value: '180', label: '6 måneder', days: 180 },
  { value: 'permanent', label: 'Permanent', days: null },
] as const

export type RofusNotice = { ok: boolean; text: string } | null

const STYLE = `label{display:block;font-weight:600;margin:.75rem 0 .25rem}
select{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;border:1px solid #888;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;border-radius:6px;border:0;cursor:pointer;background:#0060e6;color:#fff}
.ok{color:#0a6b2d;font-weight:600}.err{color:#b00020;font-weight:600}`

const INTRO = `<h1>ROFUS</h1><p>Register Over Frivilligt Udelukkede Spillere. Dette er en sandkasse: intet rigtigt register.</p>`

const noticeHtml = (notice: RofusNotice) =>
  notice
    ? `<p role="${notice.ok ? 'status' : 'alert'}" class="${notice.ok ? 'ok' : 'err'}">${esc(notice.text)}</p>`
    : ''

export const dashedCpr = (cpr: string) => `${cpr.slice(0, 6)}-${cpr.slice(6)}`

/**
 * The ROFUS sandbox's first page (ARCHITECTURE.md: Outside parties): as on the real register's site,
 * a citizen first proves who they are with MitID (the sandbox's own), then registers only themselves.
 * `notice` is the answer to the last registration.
 */
export function rofusPage(notice: RofusNotice): string {
  return cardPage(
    'ROFUS (sandkasse)',
    STYLE,
    `${INTRO}
${noticeHtml(notice)}
<p>Log ind med MitID for at registrere dig selv i registeret.</p>
<form method="post" action="/rofus/login">
<button type="submit">Log ind med MitID</button>
</form>`,
  )
}

/**
 * The page MitID returns to: whom the login proved, and the period they choose. The signed result
 * travels in the form and is spent when the registration is posted.
 */
export function rofusChoosePage(
  who: { cpr: string; name: string },
  signed: { result: string; signature: string },
): string {
  const options = ROFUS_PERIODS.map((p) => `<option value="${p.value}">${esc(p.label)}</option>`).join('')
  return cardPage(
    'ROFUS (sandkasse)',
    STYLE,
    `${INTRO}
<p>Logget ind med MitID som <strong>${esc(who.name)}</strong>, CPR-nummer ${esc(dashedCpr(who.cpr))}.</p>
<form method="post" action="/rofus/">
<input type="hidden" name="result" value="${esc(signed.result)}">
<input type="hidden" name="signature" value="${esc(signed.signature)}">
<label for="period">Periode</label><select id="period" name="period">${options}</select>
<button type="submit">Registrer</button>
</form>`,
  )
}
