import { describe, expect, it } from 'vitest'
import { PLAYER_SAYS } from '../../player-texts.ts'
import { adultCpr, count } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { browser, signUp } from '../helpers/player-client.ts'

const RACERS = 20

describe(`${RACERS} parallel sign-ups with one CPR number`, () => {
  const t = appPerSuite()

  it('make exactly one account; every other racer gets a 409', async () => {
    const cpr = adultCpr(501)
    const users = await count(t, 'users')
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        // One address each, as separate people behind separate lines would be.
        signUp(browser(t.app, { ip: `10.1.0.${i + 1}` }), cpr, `racer${i}@example.dk`, {
          userName: `racer${i}x`,
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(1)
    expect(
      statuses.filter((s) => s === 409),
      statuses.join(','),
    ).toHaveLength(RACERS - 1)
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.errorMessage).toBe(PLAYER_SAYS.cprExists)
      expect(a.body.data).toEqual({ exists: 'cpr' })
    }
    expect(await count(t, 'users', { column: 'cpr', value: cpr })).toBe(1)
    expect(await count(t, 'users')).toBe(users + 1)
    // Only the winner holds a session.
    const winner = answers.find((a) => a.status === 200)
    expect(await count(t, 'sessions', { column: 'user_id', value: winner?.body.data.id })).toBe(1)
    expect(await count(t, 'sessions')).toBe(1)
  })

  it('racing for one e-mail address and one user name also leaves one account each', async () => {
    const users = await count(t, 'users')
    const byEmail = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signUp(browser(t.app, { ip: `10.2.0.${i + 1}` }), adultCpr(510 + i), 'samme@example.dk', {
          userName: `mail${i}race`,
        }),
      ),
    )
    expect(byEmail.filter((a) => a.status === 200)).toHaveLength(1)
    for (const a of byEmail.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409)
      expect(a.body.data).toEqual({ exists: 'email' })
    }
    const byName = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signUp(browser(t.app, { ip: `10.3.0.${i + 1}` }), adultCpr(530 + i), `navn${i}@example.dk`, {
          userName: i % 2 ? 'Sammenavn1' : 'sammenavn1',
        }),
      ),
    )
    expect(byName.filter((a) => a.status === 200)).toHaveLength(1)
    for (const a of byName.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409)
      expect(a.body.errorMessage).toBe(PLAYER_SAYS.userNameTaken)
    }
    expect(await count(t, 'users')).toBe(users + 2)
  })
})
