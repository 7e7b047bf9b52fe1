import { cardPage, esc } from '../http/html-page.ts'

/** The periods a citizen may choose on the register's page: days, or for good. */
export const ROFUS_PERIODS = [
  { value: '1', label: '24 timer', days: 1 },
  { value: '30', label: '1 måned', days: 30 },
  { value: '90', label: '3 måneder', days: 90 },
  { value: '180', label: '6 måneder', days: 180 },
  { value: 'permanent', label: 'Permanent', days: null },
] as const

/**
 * The ROFUS sandbox page (ARCHITECTURE.md: Outside parties): a tester registers a CPR number, as a
 * citizen does on the real register's site. `notice` is the answer to the last registration.
 */
export function rofusPage(notice: { ok: boolean; text: string } | null): string {
  const options = ROFUS_PERIODS.map((p) => `<option value="${p.value}">${esc(p.label)}</option>`).join('')
  const answer = notice
    ? `<p role="${notice.ok ? 'status' : 'alert'}" class="${notice.ok ? 'ok' : 'err'}">${esc(notice.text)}</p>`
    : ''
  return cardPage(
    'ROFUS (sandkasse)',
    `label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;border:1px solid #888;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;border-radius:6px;border:0;cursor:pointer;background:#0060e6;color:#fff}
.ok{color:#0a6b2d;font-weight:600}.err{color:#b00020;font-weight:600}`,
    `<h1>ROFUS</h1><p>Register Over Frivilligt Udelukkede Spillere. Dette er en sandkasse: intet rigtigt register.</p>
${answer}
<form method="post" action="/rofus/">
<label for="cpr">CPR-nummer</label><input id="cpr" name="cpr" inputmode="numeric" autocomplete="off" maxlength="11" required>
<label for="period">Periode</label><select id="period" name="period">${options}</select>
<button type="submit">Registrer</button>
</form>`,
  )
}
