import { cardPage, esc } from '../http/html-page.ts'
import { scriptHash } from '../http/security-headers.ts'
import { TEST_PEOPLE } from './sandbox-people.ts'

const MODE_TITLE: Record<string, string> = {
  login: 'Log ind hos Go Casino',
  signup: 'Opret konto hos Go Casino',
  forgotpassword: 'Nulstil kodeord hos Go Casino',
  confirm: 'Bekræft din identitet hos Go Casino',
}

/** Fills the CPR field from a test identity; fixed text, allowed by its hash (SANDBOX_PAGE_SCRIPTS). */
const PICK_PERSON =
  "for (const b of document.querySelectorAll('.person')) b.addEventListener('click', () => { document.getElementById('cpr').value = b.dataset.cpr })"
export const SANDBOX_PAGE_SCRIPTS = [scriptHash(PICK_PERSON)]

/** The sandbox MitID page (ARCHITECTURE.md: field `CPR-nummer`, buttons `Godkend` and `Afbryd`). */
export function sandboxPage(state: string, mode: string, cpr = ''): string {
  const people = Object.values(TEST_PEOPLE)
    .map(
      (p) =>
        `<li><button type="button" class="person" data-cpr="${p.cpr}">${esc(p.firstName)} ${esc(p.lastName)}` +
        ` <small>${p.cpr.slice(0, 6)}-${p.cpr.slice(6)} · ${esc(p.note ?? '')}</small></button></li>`,
    )
    .join('')
  return cardPage(
    'MitID (sandkasse)',
    `label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;border:1px solid #888;border-radius:6px}
.row{display:flex;gap:.75rem;margin-top:1rem}.row button{flex:1;padding:.7rem;font-size:1rem;border-radius:6px;border:0;cursor:pointer}
.ok{background:#0060e6;color:#fff}.cancel{background:#e3e6ea;color:#14213d}
ul{list-style:none;padding:0;margin:1.25rem 0 0}li{margin:.25rem 0}
.person{width:100%;text-align:left;background:#f3f5f8;border:1px solid #d5d9df;border-radius:6px;padding:.45rem .6rem;cursor:pointer;color:#14213d}
small{display:block;color:#555}`,
    `<h1>MitID</h1><p>${esc(MODE_TITLE[mode] ?? 'Go Casino')}. Dette er en sandkasse: ingen rigtig MitID.</p>
<form method="post" action="/mitid/approve">
<input type="hidden" name="state" value="${esc(state)}">
<label for="cpr">CPR-nummer</label>
<input id="cpr" name="cpr" inputmode="numeric" autocomplete="off" maxlength="11" value="${esc(cpr)}" required>
<div class="row"><button class="ok" type="submit">Godkend</button>
<button class="cancel" type="submit" formaction="/mitid/cancel" formnovalidate>Afbryd</button></div>
</form>
<h2 style="font-size:1rem;margin-top:1.5rem">Testidentiteter</h2><ul>${people}</ul>`,
    PICK_PERSON,
  )
}
