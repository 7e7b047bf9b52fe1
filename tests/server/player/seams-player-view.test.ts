import { describe, expect, it } from 'vitest'
import { SANDBOX_AGENT_PASSWORD } from '../../../server/config.ts'
import { createPlayerDirectory } from '../../../server/player/player-view.ts'
import { login } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'
import { userId } from '../helpers/wallet-helper.ts'

describe('seam: other modules see a narrow player view', () => {
  const t = appPerSuite()

  it('a view holds id, status, names and e-mail, never the password hash or CPR number', async () => {
    const players = createPlayerDirectory(t.db.db)
    const id = await userId(t, 'demo1234')
    const view = await players.view(id)
    expect(Object.keys(view ?? {}).sort()).toEqual([
      'email',
      'first_name',
      'id',
      'last_name',
      'status',
      'user_name',
    ])
    expect(view).toMatchObject({ id, user_name: 'demo1234', status: 'open' })
    expect(view).not.toHaveProperty('password_hash')
    expect(view).not.toHaveProperty('cpr')
    const temp = await userId(t, 'temp1234')
    const many = await players.views([id, temp, id, 999_999])
    expect([...many.keys()].sort((a, b) => a - b)).toEqual([id, temp].sort((a, b) => a - b))
    expect(await players.view(999_999)).toBeUndefined()
  })

  it("the support agent's page names a logged-in player's chat through the player module, a visitor's as such", async () => {
    const visitor = browser(t.app)
    await visitor.post('/cms/support/chat/start', {})
    const player = browser(t.app)
    expect((await login(player, 'demo1234', 'Demo1234')).body.success).toBe(true)
    await player.post('/cms/support/chat/start', {})
    const auth = `Basic ${Buffer.from(`agent:${SANDBOX_AGENT_PASSWORD}`).toString('base64')}`
    const page = await t.app.inject({
      method: 'GET',
      url: '/cms/support/agent',
      headers: { authorization: auth },
    })
    expect(page.body).toContain('Spiller demo1234')
    expect(page.body).toContain('Besøgende')
  })
})
