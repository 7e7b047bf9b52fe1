import { describe, expect, it } from 'vitest'
import { SupportChatResponse } from '../../../contract/cms.ts'
import { SANDBOX_AGENT_PASSWORD } from '../../../server/config.ts'
import { CONTENT_SAYS } from '../../player-texts.ts'
import { count, login } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

const t = appPerSuite({ RATE_CONTENT_PER_MIN: '100000' })

const AGENT = `Basic ${Buffer.from(`agent:${SANDBOX_AGENT_PASSWORD}`).toString('base64')}`
const agentPage = (auth = AGENT) =>
  t.app.inject({ method: 'GET', url: '/cms/support/agent', headers: { authorization: auth } })
const agentReply = (chatId: number, message: string, auth = AGENT, origin = 'http://localhost:80') =>
  t.app.inject({
    method: 'POST',
    url: '/cms/support/agent/reply',
    headers: {
      authorization: auth,
      origin,
      host: 'localhost:80',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ chat_id: String(chatId), message }).toString(),
  })

async function startChat(b: Browser) {
  const r = await b.post('/cms/support/chat/start', {})
  expect(r.status).toBe(200)
  const chatId = (
    await t.db.db.selectFrom('support_chats').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id
  return chatId
}

describe('the support chat', () => {
  it('stores a player message, shows it to the agent, and the agent reply reaches the player', async () => {
    const player = browser(t.app)
    const chatId = await startChat(player)
    expect(player.jar.has('support_chat')).toBe(true)
    const sent = SupportChatResponse.parse(
      (await player.post('/cms/support/chat/send', { message: 'Hej, hvordan hæver jeg penge?' })).body,
    ).data
    expect(sent.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', 'Hej, hvordan hæver jeg penge?'],
    ])

    const page = await agentPage()
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Hej, hvordan hæver jeg penge?')
    expect(page.body).toContain(`Chat ${chatId}`)

    const reply = await agentReply(chatId, 'Du hæver under Min konto > Udbetaling.')
    expect(reply.statusCode).toBe(303)
    expect(reply.headers.location).toBe('/cms/support/agent')
    const after = SupportChatResponse.parse((await player.get('/cms/support/chat')).body).data
    expect(after.open).toBe(true)
    expect(after.messages.map((m) => m.author)).toEqual(['player', 'agent'])
    expect(after.messages[1]?.body).toBe('Du hæver under Min konto > Udbetaling.')
    const since = SupportChatResponse.parse(
      (await player.get(`/cms/support/chat?after=${after.messages[0]?.id}`)).body,
    ).data
    expect(since.messages.map((m) => m.author)).toEqual(['agent'])
    // Starting again resumes the same chat.
    const resumed = SupportChatResponse.parse((await player.post('/cms/support/chat/start', {})).body).data
    expect(resumed.messages.length).toBe(2)
  })

  it('escapes what a player wrote on the agent page (no script ever runs there)', async () => {
    const player = browser(t.app)
    await startChat(player)
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    expect((await player.post('/cms/support/chat/send', { message: evil })).status).toBe(200)
    const page = await agentPage()
    expect(page.body).not.toContain('<script>alert')
    expect(page.body).not.toContain('<img src=x')
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('keeps the agent page and replies behind the password and our own origin', async () => {
    const player = browser(t.app)
    const chatId = await startChat(player)
    await player.post('/cms/support/chat/send', { message: 'Hjælp' })
    const none = await t.app.inject({ method: 'GET', url: '/cms/support/agent' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toContain('Basic')
    const wrong = `Basic ${Buffer.from('agent:forkert-kode').toString('base64')}`
    expect((await agentPage(wrong)).statusCode).toBe(401)
    const before = await count(t, 'support_messages')
    expect((await agentReply(chatId, 'x', wrong)).statusCode).toBe(401)
    expect((await agentReply(chatId, 'x', AGENT, 'https://evil.example')).statusCode).toBe(403)
    expect((await agentReply(chatId, '')).statusCode).toBe(400)
    expect((await agentReply(chatId, 'x'.repeat(10 * 1024))).statusCode).toBe(413)
    expect((await agentReply(999_999, 'hej')).statusCode).toBe(404)
    expect(await count(t, 'support_messages')).toBe(before)
  })

  it('closes the chat: no more messages, and the agent no longer sees it', async () => {
    const player = browser(t.app)
    const chatId = await startChat(player)
    await player.post('/cms/support/chat/close', {})
    expect(player.jar.has('support_chat')).toBe(false)
    expect((await agentReply(chatId, 'Er du der?')).statusCode).toBe(404)
    expect((await agentPage()).body).not.toContain(`Chat ${chatId} `)
    const send = await player.post('/cms/support/chat/send', { message: 'hallo' })
    expect(send.status).toBe(409)
    expect(send.body.errorMessage).toBe(CONTENT_SAYS.noChat)
  })

  it("closes a logged-in player's chats on the close call sent at logout", async () => {
    const player = browser(t.app)
    await login(player, 'demo1234', 'Demo1234')
    const chatId = await startChat(player)
    const row = await t.db.db
      .selectFrom('support_chats')
      .selectAll()
      .where('id', '=', chatId)
      .executeTakeFirstOrThrow()
    expect(row.user_id).not.toBeNull()
    expect((await agentPage()).body).toContain('Spiller demo1234')
    await player.post('/cms/support/chat/close', {})
    const closed = await t.db.db
      .selectFrom('support_chats')
      .select('status')
      .where('id', '=', chatId)
      .executeTakeFirstOrThrow()
    expect(closed.status).toBe('closed')
  })

  it('refuses empty, oversized and wrong-typed messages, and sending without a chat', async () => {
    const player = browser(t.app)
    expect((await player.post('/cms/support/chat/send', { message: 'hej' })).status).toBe(409)
    await startChat(player)
    const before = await count(t, 'support_messages')
    for (const body of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 42 },
      { message: 'x'.repeat(1001) },
      { message: 'hej', extra: 1 },
    ])
      expect(
        (await player.post('/cms/support/chat/send', body)).status,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400)
    expect(await count(t, 'support_messages')).toBe(before)
  })
})
