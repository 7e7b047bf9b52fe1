import { afterEach, expect } from 'vitest'
import { sign } from '../../../platform/wallet-signing.ts'
import { createLedger } from '../../../server/wallet/ledger.ts'
import { SANDBOX_PAYMENT_SECRET, SANDBOX_PROVIDERS } from '../../../server/wallet/money-config.ts'
import { reconcile } from '../../../server/wallet/reconcile.ts'
import { login } from './accounts-helper.ts'
import { appPerSuite, type Built } from './helper.ts'
import { type Browser, browser, ORIGIN } from './player-client.ts'

export const PAYMENT_SECRET = SANDBOX_PAYMENT_SECRET
export const STUDIO_SECRET = SANDBOX_PROVIDERS.split(':')[1] ?? ''

/** The ledger's invariants hold: call after every test. */
export async function expectReconciled(t: Built) {
  const r = await reconcile(t.db.db)
  expect(r.ok, JSON.stringify(r)).toBe(true)
  return r
}

/** The suite's app with the sandbox money providers listening and the ledger reconciled after every test. */
export function walletApp(
  env: Record<string, string> = { JOBS: '0' },
  opts: { limits?: boolean } = {},
): Built {
  const t = appPerSuite(env, async (built) => {
    if (opts.limits) await chooseLimits(built)
    await listen(built)
  })
  afterEach(async () => {
    await expectReconciled(t)
  })
  return t
}

export async function userId(t: Built, userName: string): Promise<number> {
  const u = await t.db.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow()
  return u.id
}

/** A logged-in browser for a seeded test player. */
export async function player(t: Built, userName: string, password: string, ip = '127.0.0.1') {
  const b = browser(t.app, { ip })
  const res = await login(b, userName, password)
  if (!res.body.success) throw new Error(`login ${userName}: ${res.body.errorMessage}`)
  return { b, id: res.body.data.id as number }
}

export async function balances(b: Browser) {
  const info = await b.get('/rest/punter/getAccountInformation')
  return { cash: info.body.data.user.balance as number, bonus: info.body.data.user.bonusBalance as number }
}

/** Moves money into a player's cash the way the seed does (a ledger adjustment), for tests of spending it. */
export async function fund(t: Built, id: number, ore: number, key = `test-fund:${id}:${Math.random()}`) {
  await createLedger(t.db.db, t.clock).transfer(
    { key, kind: 'adjustment', userId: id, system: ['payment_clearing'] },
    () => ({ amount: ore, legs: [{ from: 'payment_clearing', to: 'cash', amount: ore }] }),
  )
}

export type DepositOptions = {
  payType?: 'card' | 'mobilePay' | 'applePay'
  bonusId?: string
  card?: string
  approve?: boolean
  client?: number
}

export function dibsQuery(id: number, kr: number, o: DepositOptions = {}) {
  return new URLSearchParams({
    op: 'deposit',
    client: String(o.client ?? id),
    exchcode: 'DKK',
    amount: String(kr * 100),
    input_amount: String(kr),
    agree: '1',
    accept: '/deposit/success',
    cancel: '/deposit/error',
    success: '/deposit/success',
    error: '/deposit/error',
    payType: o.payType ?? 'card',
    ...(o.bonusId ? { bonusId: o.bonusId } : {}),
  })
}

const location = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  if (res.statusCode !== 303)
    throw new Error(`expected a redirect, got ${res.statusCode} ${res.body.slice(0, 300)}`)
  return String(res.headers.location)
}

/** Opens the window (GET /dibs) and follows it to the payment page; answers the page's path or a result. */
export async function openWindow(b: Browser, id: number, kr: number, o: DepositOptions = {}) {
  const cookie = b.cookieHeader()
  const start = await b.raw({ method: 'GET', url: `/dibs?${dibsQuery(id, kr, o)}`, headers: { cookie } })
  const next = location(start)
  if (!next.startsWith('/dibs/window')) return { result: next }
  const pay = location(await b.raw({ method: 'GET', url: next }))
  return { pay }
}

const form = (b: Browser, url: string, fields: Record<string, string>) =>
  b.raw({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

/** A whole deposit as the player's browser makes it: window, card form, 3-D Secure; answers where it ends. */
export async function deposit(b: Browser, id: number, kr: number, o: DepositOptions = {}): Promise<URL> {
  const w = await openWindow(b, id, kr, o)
  if (w.result) return new URL(w.result, ORIGIN)
  const pay = w.pay as string
  if ((o.payType ?? 'card') === 'card') {
    const card = await form(b, `${pay}/card`, {
      number: o.card ?? '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
    })
    expect(location(card)).toBe(pay)
  } else if (o.payType === 'mobilePay') {
    expect(location(await form(b, `${pay}/mobile`, { phone: '20304050' }))).toBe(pay)
  }
  const done = await form(b, `${pay}/confirm`, { approve: o.approve === false ? '0' : '1' })
  return new URL(location(done), ORIGIN)
}

/** A POST signed like the casino's outside parties sign theirs: over exactly this body, at the app's clock. */
export function signedInject(
  t: Built,
  url: string,
  body: object,
  secret: string,
  headers: Record<string, string> = {},
) {
  const raw = JSON.stringify(body)
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...headers,
      'x-signature': sign(secret, raw, t.clock.nowMs()),
    },
    payload: raw,
  })
}

/** A callback signed like the payment service's, over exactly this body. */
export function signedCallback(t: Built, body: object, secret = PAYMENT_SECRET) {
  return signedInject(t, '/dibs/callback', body, secret)
}

/** A seamless-wallet call signed as the studio provider. */
export function wallet(t: Built, path: string, body: object, secret = STUDIO_SECRET) {
  return signedInject(t, `/wallet-api/${path}`, body, secret, { 'x-provider': 'studio' })
}

/** What the player can stake: cash and bonus together, øre. */
export async function cashOf(t: Built, id: number): Promise<number> {
  const b = (await wallet(t, 'balance', { userId: id })).json().data
  return b.balance + b.bonusBalance
}

/** The wallet's jackpot account, all its shards, øre. */
export async function walletJackpotPool(t: Built): Promise<number> {
  const row = await t.db.db
    .selectFrom('wallet_accounts')
    .select((eb) => eb.fn.sum<string>('balance').as('b'))
    .where('kind', '=', 'jackpot_pool')
    .executeTakeFirstOrThrow()
  return Number(row.b ?? 0)
}

/** Listens on a free loopback port, so the payment sandbox's HTTP callback reaches the casino. */
export async function listen(t: Built) {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
}

/**
 * Gives every player without a limit a daily limit of 100.000 kr. (the most there is): no money moves
 * before a limit is chosen (issue 13), and these tests are about something else.
 */
export async function chooseLimits(t: Built) {
  const users = await t.db.db.selectFrom('users').select('id').execute()
  await t.db.db
    .insertInto('deposit_limits')
    .values(
      users.map((u) => ({
        user_id: u.id,
        period: 'daily' as const,
        amount_ore: 10_000_000,
        updated_at: t.clock.now(),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
    .execute()
}

/** Player nolimit1, limits chosen and `ore` on the account: the player the round tests stake with. */
export async function fundedPlayer(t: Built, ore: number): Promise<number> {
  await chooseLimits(t)
  const id = await userId(t, 'nolimit1')
  await fund(t, id, ore)
  return id
}
