import { type FormEvent, useEffect, useRef, useState } from 'react'
import { CHAT_POLL_MS, HELP_CENTRE_URL, SUPPORT_MESSAGE_MAX } from '../../lib/constants.ts'
import { closeChat, pollChat, sendChat, startChat, useSupport } from '../../stores/support.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import './content.css'

const t = da.content.service

/**
 * CLIENT_SERVISE (SPEC.md section 2): a link to the help centre and a chat. Messages are stored on
 * the server; an operator answers from /cms/support/agent, and the open chat polls for the answer.
 */
export function CustomerService({ onClose }: { onClose: () => void }) {
  const chat = useSupport()
  const [text, setText] = useState('')
  const list = useRef<HTMLOListElement | null>(null)
  const open = chat.status === 'open'
  useEffect(() => {
    if (!open) return
    const timer = setInterval(() => void pollChat(), CHAT_POLL_MS)
    return () => clearInterval(timer)
  }, [open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' })
  }, [chat.messages.length])
  async function send(e: FormEvent) {
    e.preventDefault()
    const message = text.trim()
    if (!message) return
    if (await sendChat(message)) setText('')
  }
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)}>
      <p>{t.intro}</p>
      <p>
        <a className="btn btn--ghost" href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer">
          {t.helpCentre}
        </a>
      </p>
      {!open && chat.status !== 'starting' && (
        <>
          {chat.status === 'closed' && <p role="status">{t.closed}</p>}
          <button type="button" className="btn" onClick={() => void startChat()}>
            {t.startChat}
          </button>
        </>
      )}
      {open && (
        <section className="chat" aria-label={t.chatTitle}>
          <ol className="chat__log" ref={list} aria-live="polite">
            {chat.messages.length === 0 && <li className="chat__note">{t.waiting}</li>}
            {chat.messages.map((m) => (
              <li key={m.id} className={`chat__msg chat__msg--${m.author}`}>
                <span className="chat__who">{m.author === 'agent' ? t.agent : t.you}</span>
                <p>{m.body}</p>
              </li>
            ))}
          </ol>
          <form className="chat__form" onSubmit={send}>
            <label htmlFor="chat-message" className="visually-hidden">
              {t.message}
            </label>
            <input
              id="chat-message"
              value={text}
              maxLength={SUPPORT_MESSAGE_MAX}
              placeholder={t.message}
              autoComplete="off"
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn" disabled={chat.sending || !text.trim()}>
              {t.send}
            </button>
          </form>
          <button type="button" className="linkbtn" onClick={() => void closeChat()}>
            {t.closeChat}
          </button>
        </section>
      )}
    </Modal>
  )
}
