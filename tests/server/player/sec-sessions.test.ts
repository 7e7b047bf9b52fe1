import { describe, expect, it } from 'vitest'
import { advance, count, loggedIn, login } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'

/** SPEC.md section 8: the answer to a changed password. */
const SPEC_PASSWORD_CHANGED = 'Dit kodeord er blevet ændret'
const MINUTE = 60_000

describe('sessions end when the password changes, everywhere on request, and after 12 hours', () => {
  const t = appPerSuite({ RATE_LOGIN_PER_MIN: '1000' })

  it("changePassword logs out the account's other sessions and keeps this one", async () => {
    const phone = browser(t.app)
    const laptop = browser(t.app)
    const stranger = browser(t.app)
    expect((await login(phone, 'nolimit1', 'Nolimit12')).status).toBe(200)
    expect((await login(laptop, 'nolimit1', 'Nolimit12')).status).toBe(200)
    expect((await login(stranger, 'demo1234', 'Demo1234')).status).toBe(200)
    const res = await laptop.post('/rest/punter/changePassword', {
      current: 'Nolimit12',
      edit: 'Andet12345',
      confirm: 'Andet12345',
    })
    expect(res.body, JSON.stringify(res.body)).toEqual({
      success: true,
      data: { message: SPEC_PASSWORD_CHANGED },
      errorMessage: null,
    })
    expect(await loggedIn(phone)).toBe(false)
    expect(await loggedIn(laptop)).toBe(true)
    // Another player's session is not touched.
    expect(await loggedIn(stranger)).toBe(true)
  })

  it('logoutAll ends every session of the account, this browser included', async () => {
    const devices = [browser(t.app), browser(t.app), browser(t.app)]
    for (const d of devices) expect((await login(d, 'mindep01', 'Mindep12')).status).toBe(200)
    const other = browser(t.app)
    await login(other, 'demo1234', 'Demo1234')
    const [first] = devices
    if (!first) throw new Error('no device')
    const res = await first.post('/rest/punter/logoutAll')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: { ended: 3 }, errorMessage: null })
    for (const d of devices) expect(await loggedIn(d)).toBe(false)
    expect(await loggedIn(other)).toBe(true)
  })

  it('logoutAll needs a login and refuses a foreign Origin', async () => {
    const res = await browser(t.app).post('/rest/punter/logoutAll')
    expect(res.status).toBe(401)
    expect(res.body.success).toBe(false)
    const player = browser(t.app)
    await login(player, 'demo1234', 'Demo1234')
    const forged = await browser(t.app, { origin: 'https://evil.example' }).raw({
      method: 'POST',
      url: '/rest/punter/logoutAll',
      headers: { cookie: player.cookieHeader(), origin: 'https://evil.example' },
    })
    expect(forged.statusCode).toBe(403)
    expect(await loggedIn(player)).toBe(true)
  })

  it('ends a busy session 12 hours after its login (SESSION_MAX_HOURS), though it was never idle', async () => {
    const b = browser(t.app)
    await login(b, 'temp1234', 'Temp1234')
    for (let minutes = 0; minutes + 50 < 12 * 60; minutes += 50) {
      advance(t, 50 * MINUTE)
      expect(await loggedIn(b), `after ${minutes + 50} min`).toBe(true)
    }
    advance(t, 30 * MINUTE)
    expect(await loggedIn(b)).toBe(false)
    expect(await count(t, 'sessions', { column: 'user_id', value: 2 })).toBe(0)
  })
})
