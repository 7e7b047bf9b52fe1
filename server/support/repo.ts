import type { Db } from '../db/index.ts'

/** The support chat's SQL: chats found by the hash of the browser's chat token, and their messages. */

export const chatByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('support_chats').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()

export const insertChat = (
  db: Db,
  row: { token_hash: string; user_id: number | null; status: 'open'; created_at: Date },
) => db.insertInto('support_chats').values(row).returning('id').executeTakeFirstOrThrow()

/** Closes open chats picked by one column: one chat by its `id`, or every chat of a `user_id`. */
export async function closeOpenChats(db: Db, by: 'id' | 'user_id', value: number, at: Date) {
  await db
    .updateTable('support_chats')
    .set({ status: 'closed', closed_at: at })
    .where(by, '=', value)
    .where('status', '=', 'open')
    .execute()
}

export async function insertMessage(
  db: Db,
  row: { chat_id: number; author: 'player' | 'agent'; body: string; created_at: Date },
) {
  await db.insertInto('support_messages').values(row).execute()
}

export const messagesOf = (db: Db, chatId: number, afterId = 0) =>
  db
    .selectFrom('support_messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(500)
    .execute()

export const openChats = (db: Db) =>
  db
    .selectFrom('support_chats')
    .select(['id', 'created_at', 'user_id'])
    .where('status', '=', 'open')
    .orderBy('id')
    .limit(100)
    .execute()

export const chatById = (db: Db, id: number) =>
  db.selectFrom('support_chats').selectAll().where('id', '=', id).executeTakeFirst()
