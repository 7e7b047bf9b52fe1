import { createHash, randomBytes } from 'node:crypto'
import type { SupportChat } from '../../contract/cms.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError, notFound } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { PlayerDirectory } from '../player/player-view.ts'
import {
  chatById,
  chatByToken,
  closeOpenChats,
  insertChat,
  insertMessage,
  messagesOf,
  openChats,
} from './repo.ts'

const SUPPORT_TEXT = {
  closed: 'Chatten er lukket. Start en ny chat, hvis du har flere spørgsmål.',
  noChat: 'Der er ingen chat. Start en ny chat først.',
  unknownChat: 'Chatten findes ikke eller er lukket.',
} as const

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
const validToken = (t: string | undefined): t is string =>
  typeof t === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(t)

/**
 * The customer-service chat (SPEC.md section 2): a browser holds a random chat token (HttpOnly
 * cookie), the database holds its hash, the chat and every message. An operator answers from the
 * agent page; the player's page polls. Logging out closes the player's chats.
 */
export function createSupport(db: Db, clock: Clock, players: Pick<PlayerDirectory, 'views'>) {
  async function chatOf(token: string | undefined) {
    if (!validToken(token)) return undefined
    return chatByToken(db, hashToken(token))
  }

  async function view(chatId: number | undefined, open: boolean, after = 0): Promise<SupportChat> {
    if (chatId === undefined) return { open: false, messages: [] }
    const rows = await messagesOf(db, chatId, after)
    return {
      open,
      messages: rows.map((m) => ({
        id: m.id,
        author: m.author,
        body: m.body,
        at: m.created_at.toISOString(),
      })),
    }
  }

  return {
    /** The open chat of this token, or a new one with a new token (returned to set as the cookie). */
    async start(token: string | undefined, userId: number | null) {
      const chat = await chatOf(token)
      if (chat && chat.status === 'open') return { token: undefined, chat: await view(chat.id, true) }
      const fresh = randomBytes(24).toString('base64url')
      const row = await insertChat(db, {
        token_hash: hashToken(fresh),
        user_id: userId,
        status: 'open',
        created_at: clock.now(),
      })
      return { token: fresh, chat: await view(row.id, true) }
    },

    async read(token: string | undefined, after: number): Promise<SupportChat> {
      const chat = await chatOf(token)
      return view(chat?.id, chat?.status === 'open', after)
    },

    async send(token: string | undefined, message: string): Promise<SupportChat> {
      const chat = await chatOf(token)
      if (!chat) throw new HttpError(409, SUPPORT_TEXT.noChat)
      if (chat.status !== 'open') throw new HttpError(409, SUPPORT_TEXT.closed)
      await insertMessage(db, { chat_id: chat.id, author: 'player', body: message, created_at: clock.now() })
      return view(chat.id, true)
    },

    async close(token: string | undefined) {
      const chat = await chatOf(token)
      if (chat) await closeOpenChats(db, 'id', chat.id, clock.now())
    },

    closeForUser: (userId: number) => closeOpenChats(db, 'user_id', userId, clock.now()),

    // The operator's side
    async openChats() {
      const chats = await openChats(db)
      const who = await players.views(chats.flatMap((c) => (c.user_id === null ? [] : [c.user_id])))
      return Promise.all(
        chats.map(async (c) => ({
          ...c,
          user_name: c.user_id === null ? null : (who.get(c.user_id)?.user_name ?? null),
          messages: await messagesOf(db, c.id),
        })),
      )
    },
    async reply(chatId: number, message: string) {
      const chat = await chatById(db, chatId)
      if (chat?.status !== 'open') throw notFound(SUPPORT_TEXT.unknownChat)
      await insertMessage(db, { chat_id: chat.id, author: 'agent', body: message, created_at: clock.now() })
    },
  }
}
export type Support = ReturnType<typeof createSupport>
