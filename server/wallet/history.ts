import type { Transaction, TransactionPage } from '../../contract/wallet.ts'
import { HISTORY_RANGE, oreToKr } from '../../contract/wallet-rules.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { OpKind } from './ledger.ts'
import { historyCount, historyPage } from './repo.ts'

type Row = { type: 1 | 2; typeSub: (meta: Record<string, unknown>) => string; group: 1 | 2 | 3 | 4 }
const fixed = (s: string) => () => s

/**
 * How each operation reads in the history (SPEC.md section 3, Transaction): type 1 is money in,
 * otherwise out; typeSub T, I, B, DB are bonus, DI a deposit by card, AP by another payment provider,
 * S a stake, anything else a win. V (voucher), R (cancelled stake), NK and NR (NemKonto payout and its
 * return) and A (correction) are this casino's own, labelled on the screen.
 */
const ROWS: Partial<Record<OpKind, Row>> = {
  deposit: { type: 1, typeSub: (m) => (m.payType === 'card' ? 'DI' : 'AP'), group: 1 },
  adjustment: { type: 1, typeSub: fixed('A'), group: 1 },
  bonus_grant: { type: 1, typeSub: fixed('DB'), group: 4 },
  bonus_release: { type: 1, typeSub: fixed('B'), group: 4 },
  bonus_forfeit: { type: 2, typeSub: fixed('T'), group: 4 },
  bonus_expire: { type: 2, typeSub: fixed('T'), group: 4 },
  voucher: { type: 1, typeSub: fixed('V'), group: 4 },
  bet: { type: 2, typeSub: fixed('S'), group: 3 },
  win: { type: 1, typeSub: fixed('G'), group: 3 },
  rollback: { type: 1, typeSub: fixed('R'), group: 3 },
  withdraw: { type: 2, typeSub: fixed('NK'), group: 2 },
  withdraw_return: { type: 1, typeSub: fixed('NR'), group: 2 },
}

/** The operation kinds of a history group: 0 all, 1 deposits, 2 withdrawals, 3 games, 4 bonus and vouchers. */
function kindsOf(group: number): OpKind[] {
  return (Object.entries(ROWS) as [OpKind, Row][])
    .filter(([, r]) => group === 0 || r.group === group)
    .map(([k]) => k)
}

const PAY_NAMES: Record<string, string> = {
  card: 'Betalingskort',
  mobilePay: 'MobilePay',
  applePay: 'Apple Pay',
}

function textOf(kind: string, ref: string | null, meta: Record<string, unknown>): string {
  if (kind === 'deposit') return PAY_NAMES[String(meta.payType)] ?? ''
  if (kind === 'voucher') return ref ?? ''
  if (kind === 'bet' || kind === 'win' || kind === 'rollback') return String(meta.gameId ?? ref ?? '')
  if (kind === 'bonus_grant') return String(meta.campaign ?? '')
  if (kind === 'withdraw' || kind === 'withdraw_return') return 'NemKonto'
  return ''
}

/** 00:00 in Copenhagen on a YYYY-MM-DD day, as an instant. */
export function copenhagenMidnight(day: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`)
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Copenhagen',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(new Date(utc + 12 * 3600_000))
    .find((p) => p.type === 'timeZoneName')?.value
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 0)
  return new Date(utc - hours * 3600_000)
}

/** A from..to range of whole Danish days, inside the date picker's 1980-2050. */
function dayRange(from: string, to: string): { from: Date; to: Date } {
  for (const d of [from, to]) {
    const y = Number(d.slice(0, 4))
    if (y < HISTORY_RANGE.minYear || y > HISTORY_RANGE.maxYear)
      throw new HttpError(
        400,
        `Datoen skal ligge mellem ${HISTORY_RANGE.minYear} og ${HISTORY_RANGE.maxYear}`,
      )
  }
  if (to < from) throw new HttpError(400, 'Slutdatoen ligger før startdatoen')
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  return { from: copenhagenMidnight(from), to: copenhagenMidnight(end) }
}

export type StatusLookup = (keys: readonly string[]) => Promise<Map<string, Transaction['status'] & string>>

/** The transaction history (SPEC.md sections 3 and 7): one row per operation, newest first. */
export function createHistory(db: Db, withdrawalStatus: StatusLookup) {
  async function page(
    userId: number,
    kinds: OpKind[],
    from: string,
    to: string,
    pageNo: number,
    size: number,
  ) {
    const range = dayRange(from, to)
    const filter = { userId, kinds, ...range }
    const count = await historyCount(db, filter)
    const rows = await historyPage(db, filter, (pageNo - 1) * size, size)
    const statuses = await withdrawalStatus(rows.filter((r) => r.kind === 'withdraw').map((r) => r.ref ?? ''))
    const transactions: Transaction[] = rows.map((r) => {
      const spec = ROWS[r.kind as OpKind]
      const meta = (r.meta ?? {}) as Record<string, unknown>
      return {
        transId: String(r.id),
        type: spec?.type ?? 1,
        typeSub: spec?.typeSub(meta) ?? 'G',
        amount: oreToKr(r.amount),
        transactionDate: r.created_at.toISOString(),
        text: textOf(r.kind, r.ref, meta),
        status: r.kind === 'withdraw' ? (statuses.get(r.ref ?? '') ?? 'queued') : null,
      }
    })
    return { transactions, count } satisfies TransactionPage
  }

  return {
    groupList: (userId: number, group: number, from: string, to: string, pageNo: number, size: number) =>
      page(userId, kindsOf(group), from, to, pageNo, size),
    /** Every transaction in the range (at most 500, newest first). */
    list: (userId: number, from: string, to: string) => page(userId, kindsOf(0), from, to, 1, 500),
    /** Money that crossed the casino's boundary (deposits and withdrawals), 20 a page. */
    external: (userId: number, from: string, to: string, pageNo: number) =>
      page(userId, [...kindsOf(1), ...kindsOf(2)], from, to, pageNo, 20),
  }
}
