import { proxy, useSnapshot } from 'valtio'
import type { SupportMessage } from '../../contract/cms.ts'
import { supportApi } from '../api/cms.ts'
import { errorText } from './errors.ts'
import { showToast } from './toasts.ts'

/** The customer-service chat: messages live on the server; an open chat polls for the agent's replies. */
const supportStore = proxy({
  status: 'idle' as 'idle' | 'starting' | 'open' | 'closed',
  messages: [] as SupportMessage[],
  sending: false,
})

const lastId = () => supportStore.messages.at(-1)?.id ?? 0

export async function startChat() {
  if (supportStore.status === 'open' || supportStore.status === 'starting') return
  supportStore.status = 'starting'
  try {
    const chat = await supportApi.start()
    supportStore.messages = chat.messages
    supportStore.status = 'open'
  } catch (err) {
    supportStore.status = 'idle'
    showToast(errorText(err), 'error')
  }
}

export async function sendChat(message: string): Promise<boolean> {
  if (supportStore.status !== 'open' || supportStore.sending) return false
  supportStore.sending = true
  try {
    const chat = await supportApi.send(message)
    supportStore.messages = chat.messages
    return true
  } catch (err) {
    showToast(errorText(err), 'error')
    return false
  } finally {
    supportStore.sending = false
  }
}

/** One poll: new messages since the last one; a chat closed elsewhere shows as closed. */
export async function pollChat() {
  if (supportStore.status !== 'open') return
  try {
    const chat = await supportApi.read(lastId())
    const seen = new Set(supportStore.messages.map((m) => m.id))
    supportStore.messages.push(...chat.messages.filter((m) => !seen.has(m.id)))
    if (!chat.open) supportStore.status = 'closed'
  } catch {
    // A missed poll is tried again on the next tick.
  }
}

/** Ends the chat; logout calls this too (SPEC.md section 4: the chat widget is shut down). */
export async function closeChat() {
  supportStore.status = supportStore.status === 'idle' ? 'idle' : 'closed'
  supportStore.messages = []
  // Also a chat this browser started on an earlier visit (the server knows it by its cookie).
  await supportApi.close().catch(() => undefined)
}

export const useSupport = () => useSnapshot(supportStore)
