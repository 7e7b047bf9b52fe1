import { describe, expect, it } from 'vitest'
import { SANDBOX_AGENT_PASSWORD } from '../../../server/config.ts'
import { appPerSuite } from '../helpers/helper.ts'

const basic = (password: string) => `Basic ${Buffer.from(`agent:${password}`).toString('base64')}`

describe('the support operator page resists password guessing', () => {
  const t = appPerSuite()

  const page = (password: string, ip: string) =>
    t.app.inject({
      method: 'GET',
      url: '/cms/support/agent',
      headers: { authorization: basic(password), 'x-forwarded-for': ip },
    })

  it('refuses an address unread after 20 wrong passwords, parallel or not; other addresses still get in', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => page(`gæt${i}`, '2.104.7.7')))
    expect(guesses.filter((g) => g.statusCode === 401)).toHaveLength(20)
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(20)
    expect((await page(SANDBOX_AGENT_PASSWORD, '2.104.7.7')).statusCode).toBe(429)
    const agent = await page(SANDBOX_AGENT_PASSWORD, '2.104.7.8')
    expect(agent.statusCode).toBe(200)
    expect(agent.headers['content-type']).toMatch(/text\/html/)
  })
})
