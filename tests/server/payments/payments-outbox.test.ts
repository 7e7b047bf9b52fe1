import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advance } from '../helpers/accounts-helper.ts'
import { depositTry } from '../helpers/deposit-try.ts'
import { type Built, build } from '../helpers/helper.ts'
import { freePort } from '../helpers/process-helper.ts'
import {
  balances,
  chooseLimits,
  deposit,
  expectReconciled,
  listen,
  player,
} from '../helpers/wallet-helper.ts'

/**
 * The casino's callback address sits behind a gate we open and close: while it is closed the payment
 * service's HTTP delivery fails, the player is told the deposit is on its way, and the outbox job
 * delivers it later, once.
 */
describe('the payment service outbox: retried until acknowledged', () => {
  let t: Built
  let gate: Server
  let open = false
  let deliveries = 0
  beforeAll(async () => {
    const port = await freePort()
    t = await build({ JOBS: '0', PAYMENT_CALLBACK_URL: `http://127.0.0.1:${port}/dibs/callback` })
    await chooseLimits(t)
    await listen(t)
    const target = (t.app.server.address() as AddressInfo).port
    gate = createServer((req, res) => {
      deliveries++
      if (!open) {
        res.writeHead(503).end('casino down')
        return
      }
      const fwd = request(
        { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers)
          r.pipe(res)
        },
      )
      req.pipe(fwd)
    })
    await new Promise<void>((resolve) => gate.listen(port, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => gate.close(resolve))
    await t.close()
  })
  afterEach(async () => {
    await expectReconciled(t)
  })

  it('a callback the casino did not answer is delivered by the job later, and credits once', async () => {
    const { before, page, reason, after } = await depositTry(t, (b, id) => deposit(b, id, 120))
    // Paid at the window, not yet confirmed by the casino.
    expect(page).toBe('/deposit/success')
    expect(reason).toBe('DEPOSIT_PENDING')
    expect(after).toEqual(before)
    expect(deliveries).toBe(1)

    // Not due yet: the job waits for the backoff.
    expect(await t.app.money.psp.deliverDue()).toBe(0)
    advance(t, 1500)
    // Still down: another failed attempt, backing off further.
    expect(await t.app.money.psp.deliverDue()).toBe(0)
    expect(deliveries).toBe(2)

    open = true
    advance(t, 5000)
    expect(await t.app.money.psp.deliverDue()).toBe(1)
    const again = await player(t, 'nolimit1', 'Nolimit12')
    expect((await balances(again.b)).cash).toBe(before.cash + 120)
    // Delivered and acknowledged: the job has nothing more to send.
    advance(t, 60_000)
    expect(await t.app.money.psp.deliverDue()).toBe(0)
    const row = await t.db.db
      .selectFrom('psp_callbacks')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(3)
    expect(row.delivered_at).not.toBeNull()
    expect(JSON.parse(row.answer ?? '{}')).toEqual({ accepted: true, reason: null })
  })

  it('the scheduled job does it by itself when jobs run (lease held by this process)', async () => {
    open = false
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const before = await balances(b)
    expect((await deposit(b, id, 90)).searchParams.get('reason')).toBe('DEPOSIT_PENDING')
    open = true
    const { createJobRunner } = await import('../../../server/jobs/runner.ts')
    const runner = createJobRunner(t.db.db, t.clock, { error: () => {} })
    advance(t, 2000)
    const job = t.app.money.jobs.find((j) => j.name === 'payment-callbacks')
    if (!job) throw new Error('no payment-callbacks job')
    expect(await runner.runOnce(job)).toBe(true)
    expect((await balances(b)).cash).toBe(before.cash + 90)
    await runner.stop([job])
  })
})
