import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import pg from 'pg'
import { afterAll, expect } from 'vitest'
import { sign } from '../../../platform/wallet-signing.ts'
import { openDb } from '../../../server/db/index.ts'
import { reconcile } from '../../../server/wallet/reconcile.ts'
import { PAYMENT_SECRET, STUDIO_SECRET } from './wallet-helper.ts'

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

export type Casino = { url: string; child: ChildProcess; kill(signal: NodeJS.Signals): Promise<void> }

/** The real server (server/main.ts) in a process of its own, as `npm start` runs it. */
export async function startCasino(env: Record<string, string>): Promise<Casino> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'fatal',
      NODE_ENV: 'test',
      RATE_LOGIN_PER_MIN: '100000',
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('server not ready in 120 s')
    try {
      if ((await fetch(`${url}/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    child,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** A fresh PostgreSQL database next to DATABASE_URL's, and a way to drop it. */
export async function freshDatabase(base: string) {
  const name = `wallet_proc_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: base })
      await a.connect()
      await a.query(`drop database if exists ${name} with (force)`)
      await a.end()
    },
  }
}

/** A plain client on `url`, for the checks and locks a test makes beside the server. */
async function sqlClient(url: string) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  return c
}

/**
 * What a suite of real processes opens (a database, servers, clients) is closed after it, last first,
 * also when a step fails half-way. Call it in the describe body, so its afterAll belongs to the suite.
 */
export function processSuite(base: string) {
  const steps: (() => unknown)[] = []
  afterAll(async () => {
    for (const step of steps.reverse()) await step()
  })
  const later = (...more: (() => unknown)[]) => {
    steps.push(...more)
  }
  return {
    later,
    async database() {
      const db = await freshDatabase(base)
      later(() => db.drop())
      return db
    },
    /** A server; a killed and restarted one is started again through here, and each is ended. */
    async casino(start: Promise<Casino>) {
      const c = await start
      later(() => c.kill('SIGTERM'))
      return c
    },
    async sql(url: string) {
      const c = await sqlClient(url)
      later(() => c.end().catch(() => {}))
      return c
    },
  }
}

/** No money moves before a deposit limit is chosen (issue 13): a daily limit of the most a day allows. */
async function chooseDailyLimit(url: string, cookie: string): Promise<void> {
  const res = await fetch(`${url}/rest/punter/setDepositLimits`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      dailyAmount: 100_000,
      dailyAmountLimit: 1,
      weeklyAmount: 0,
      weeklyAmountLimit: 0,
      monthlyAmount: 0,
      monthlyAmountLimit: 0,
    }),
  })
  if (res.status !== 200) throw new Error(`setDepositLimits: ${res.status} ${await res.text()}`)
}

export async function loginCookie(url: string, userName: string, password: string) {
  const res = await fetch(`${url}/rest/punter/channelLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ userName, password, channel: 0, version: 2 }),
  })
  const body = (await res.json()) as { data: { id: number } }
  const sid =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.split(';')[0] ?? ''
  return { cookie: sid, id: body.data.id }
}

export async function signedPost(url: string, path: string, body: object, who: 'psp' | 'studio') {
  const raw = JSON.stringify(body)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-signature': sign(who === 'psp' ? PAYMENT_SECRET : STUDIO_SECRET, raw, Date.now()),
  }
  if (who === 'studio') headers['x-provider'] = 'studio'
  return fetch(`${url}${path}`, { method: 'POST', headers, body: raw })
}

/**
 * A money launch at the studio as the casino makes it (getSes.php, the signed launch) and the game
 * frame's session: the session call's answer and the headers the frame sends with it.
 */
export async function studioMoneySession(
  url: string,
  casinoCookie: string,
  userId: number,
  gameId: string,
  lobbyUrl: string,
): Promise<{
  session: { data: Record<string, unknown> & { credential: string; eventsKey: string } }
  headers: Record<string, string>
}> {
  const sessId = (
    (await (await fetch(`${url}/games-api/getSes.php`, { headers: { cookie: casinoCookie } })).json()) as {
      data: { sessId: string }
    }
  ).data.sessId
  const l = await signedPost(
    url,
    '/studio/api/launch',
    { userId, gameId, mode: 'money', platform: 'desktop', lobbyUrl, ip: '127.0.0.1', casinoSession: sessId },
    'studio',
  )
  const token = new URL(((await l.json()) as { data: { url: string } }).data.url, url).searchParams.get(
    'token',
  )
  const session = await fetch(`${url}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  const answer = (await session.json()) as {
    data: Record<string, unknown> & { credential: string; eventsKey: string }
  }
  // The frame's own session: its credential and its game on every call (no cookie, issue 29.2).
  const headers = { 'x-studio-session': answer.data.credential, 'x-studio-game': encodeURIComponent(gameId) }
  return { session: answer, headers }
}

/** Opens the payment window for an order and answers its id (the redirect to the window names it). */
export async function openOrder(url: string, cookie: string, userId: number, kr: number): Promise<string> {
  const q = new URLSearchParams({
    op: 'deposit',
    client: String(userId),
    exchcode: 'DKK',
    amount: String(kr * 100),
    agree: '1',
    accept: '/deposit/success',
    cancel: '/deposit/error',
    error: '/deposit/error',
    payType: 'card',
  })
  const res = await fetch(`${url}/dibs?${q}`, { headers: { cookie }, redirect: 'manual' })
  const location = res.headers.get('location') ?? ''
  const order = new URL(location, url).searchParams.get('order')
  if (!order) throw new Error(`no order in ${res.status} ${location}`)
  return order
}

/** A player logged in at `url` who may deposit: the daily limit is chosen (issue 13). */
export async function depositor(url: string, userName: string, password: string) {
  const player = await loginCookie(url, userName, password)
  await chooseDailyLimit(url, player.cookie)
  return player
}

/** The payment service's callback body: the card payment `paymentId` of `kr` for the order is authorized. */
export const cardAuthorized = (orderId: string, paymentId: string, kr: number) => ({
  orderId,
  paymentId,
  status: 'authorized',
  amount: kr * 100,
  currency: 'DKK',
  payType: 'card',
})

/** A player with a deposit of `kr`, logged in at `url`. */
export async function fundedPlayer(url: string, kr: number) {
  const { cookie, id } = await depositor(url, 'nolimit1', 'Nolimit12')
  const order = await openOrder(url, cookie, id, kr)
  const paid = await signedPost(
    url,
    '/dibs/callback',
    cardAuthorized(order, `deposit-${Date.now()}`, kr),
    'psp',
  )
  if (paid.status !== 200) throw new Error(`deposit ${paid.status}`)
  return { cookie, id }
}

/** The ledger of the database at `url` reconciles (server/wallet/reconcile.ts), checked from outside the servers. */
export async function expectReconciledAt(url: string) {
  const h = await openDb({ databaseUrl: url })
  try {
    const r = await reconcile(h.db)
    expect(r.ok, JSON.stringify(r)).toBe(true)
  } finally {
    await h.close()
  }
}
