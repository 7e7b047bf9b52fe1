import { esc } from '../../http/html-page.ts'
import { scriptHash } from '../../http/security-headers.ts'
import type { CardErrors } from './cards.ts'
import type { PspPayment } from './repo.ts'

/** The hosted pages of the payment window sandbox: card, 3-D Secure, MobilePay and its app, Apple Pay. */

const kr = (ore: number) =>
  `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)} kr.`

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f9;color:#14213d;margin:0;padding:1rem}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.25rem;max-width:26rem;margin:0 auto}
h1{font-size:1.2rem;margin:0 0 .25rem}.amount{font-size:1.5rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;font-size:1.05rem;padding:.55rem;border:1px solid #6b7280;border-radius:6px}
.row{display:flex;gap:.75rem;margin-top:1rem}.row button{flex:1;padding:.7rem;font-size:1rem;border-radius:6px;border:0;cursor:pointer}
.ok{background:#0b5ed7;color:#fff}.no{background:#e3e6ea;color:#14213d}.err{color:#b00020;margin:.25rem 0 0;font-size:.9rem}
.hint{color:#4b5563;font-size:.85rem;margin:.25rem 0}.app{background:#5a78ff;color:#fff;border-radius:16px;padding:1rem}
.app .amount{color:#fff}.sheet{border:1px solid #111;border-radius:12px;padding:1rem}.pay{background:#000;color:#fff}
ul{padding-left:1.1rem;margin:.5rem 0 0;color:#4b5563;font-size:.85rem}`

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} – betalingsvindue (sandkasse)</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`
}

const head = (p: PspPayment, what: string) =>
  `<h1>${esc(what)}</h1><p class="hint">Betaling til GO Casino. Dette er en sandkasse: ingen rigtige penge.</p>
<p class="amount">${kr(p.amount_ore)}</p>`

const cancel = (p: PspPayment) =>
  `<button class="no" type="submit" formaction="/dibs/pay/${p.id}/cancel" formnovalidate>Annuller</button>`

function field(name: string, label: string, value: string, error: string | undefined, extra: string) {
  const id = `f-${name}`
  const err = error ? `<p class="err" id="${id}-err" role="alert">${esc(error)}</p>` : ''
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''
  return `<label for="${id}">${label}</label><input id="${id}" name="${name}" value="${esc(value)}"${described} ${extra}>${err}`
}

export type CardValues = { number: string; expiry: string; cvc: string }

export function cardPage(
  p: PspPayment,
  errors: CardErrors = {},
  v: CardValues = { number: '', expiry: '', cvc: '' },
) {
  return page(
    'Betal med kort',
    `${head(p, 'Betal med kort')}
<form method="post" action="/dibs/pay/${p.id}/card" novalidate>
${field('number', 'Kortnummer', v.number, errors.number, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
${field('expiry', 'Udløbsdato (MM/ÅÅ)', v.expiry, errors.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/ÅÅ" maxlength="5" required')}
${field('cvc', 'Kontrolcifre', v.cvc, errors.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
<div class="row"><button class="ok" type="submit">Betal</button>${cancel(p)}</div>
</form>
<p class="hint">Testkort:</p><ul><li>4111 1111 1111 1111 godkendes</li><li>4000 0000 0000 0002 afvises</li>
<li>Enhver fremtidig udløbsdato og tre cifre som kontrolcifre</li></ul>`,
  )
}

export function mobilePayPage(p: PspPayment, error?: string) {
  return page(
    'MobilePay',
    `${head(p, 'Betal med MobilePay')}
<form method="post" action="/dibs/pay/${p.id}/mobile" novalidate>
${field('phone', 'Mobilnummer', p.phone ?? '', error, 'inputmode="numeric" autocomplete="tel" maxlength="8" required')}
<div class="row"><button class="ok" type="submit">Fortsæt</button>${cancel(p)}</div>
</form>`,
  )
}

/** The confirmation step: 3-D Secure for a card, the simulated MobilePay app for a phone. */
export function confirmPage(p: PspPayment) {
  const form = (yes: string, no: string) => `<form method="post" action="/dibs/pay/${p.id}/confirm">
<div class="row"><button class="ok" type="submit" name="approve" value="1">${yes}</button>
<button class="no" type="submit" name="approve" value="0">${no}</button></div></form>`
  if (p.pay_type === 'mobilePay')
    return page(
      'MobilePay',
      `<div class="app"><h1>MobilePay</h1><p>Godkend betaling til GO Casino fra ${esc(p.phone ?? '')}</p>
<p class="amount">${kr(p.amount_ore)}</p></div>${form('Godkend', 'Afvis')}`,
    )
  return page(
    '3-D Secure',
    `<h1>3-D Secure</h1><p>Bekræft betalingen på <strong>${kr(p.amount_ore)}</strong> til GO Casino med kort, der slutter på ${esc(p.card_last4 ?? '')}.</p>
<p class="hint">Din bank beder dig bekræfte, at det er dig.</p>${form('Bekræft', 'Afvis')}`,
  )
}

/**
 * The Apple Pay sheet's script: fixed text (the payment's facts come from the button's data
 * attributes), so the page's CSP allows it by hash, not with 'unsafe-inline'.
 */
const APPLE_PAY_SCRIPT = `
const btn = document.getElementById('apple'); const msg = document.getElementById('msg')
btn.addEventListener('click', async () => {
  btn.disabled = true; msg.textContent = 'Godkender med Face ID…'
  try {
    const init = await fetch('/dibs?op=applepayinit&merchant=merchant.dk.gocasino&name=GO%20Casino').then((r) => r.json())
    if (!init.success) throw new Error(init.errorMessage)
    const s = init.data
    const token = btoa(JSON.stringify({ merchantSessionIdentifier: s.merchantSessionIdentifier, merchantIdentifier: s.merchantIdentifier, expiresAt: s.expiresAt, signature: s.signature }))
    const d = btn.dataset
    const res = await fetch('/dibs/applepay', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment: d.payment, amount: Number(d.amount), token, bonusId: JSON.parse(d.bonus) }) }).then((r) => r.json())
    if (!res.success) throw new Error(res.errorMessage)
    location.href = res.data.redirect
  } catch (e) { msg.textContent = String(e.message || e); btn.disabled = false }
})`
export const PAYMENT_PAGE_SCRIPTS = [scriptHash(APPLE_PAY_SCRIPT)]

/** Apple Pay: merchant validation at /dibs?op=applepayinit, then the sheet pays with the session's token. */
export function applePayPage(p: PspPayment) {
  return page(
    'Apple Pay',
    `${head(p, 'Betal med Apple Pay')}<div class="sheet"><p>GO Casino</p><p class="amount">${kr(p.amount_ore)}</p>
<button class="pay ok" id="apple" type="button" data-payment="${esc(p.id)}" data-amount="${p.amount_ore}" data-bonus="${esc(JSON.stringify(p.bonus_id))}" style="width:100%;padding:.75rem;border-radius:8px;border:0">Betal med Apple Pay</button>
<p id="msg" role="status" class="hint"></p></div>
<form method="post" action="/dibs/pay/${p.id}/cancel"><div class="row"><button class="no" type="submit">Annuller</button></div></form>`,
    APPLE_PAY_SCRIPT,
  )
}
