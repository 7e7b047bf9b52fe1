import { EventEmitter } from 'node:events'
import pg from 'pg'

/** A table changed (a new round, a phase, a result): every process reloads it and tells its viewers. */
type LiveChange = { tableId: string }

export interface LiveBus {
  publish(change: LiveChange): Promise<void>
  subscribe(fn: (change: LiveChange) => void): void
  close(): Promise<void>
}

/** One process (PGlite, tests): the changes stay in memory. */
export function memoryBus(): LiveBus {
  const e = new EventEmitter()
  e.setMaxListeners(0)
  return {
    async publish(c) {
      e.emit('change', c)
    },
    subscribe: (fn) => {
      e.on('change', fn)
    },
    async close() {
      e.removeAllListeners()
    },
  }
}

type Log = { error(obj: object, msg: string): void }

/**
 * Several processes on one PostgreSQL: NOTIFY on a channel of the database schema the app runs in
 * (test files each have their own), LISTEN on a connection of its own. A lost connection is opened
 * again; changes missed meanwhile reach viewers with the next change or the periodic refresh.
 */
export async function postgresBus(databaseUrl: string, schema: string, log: Log): Promise<LiveBus> {
  const channel = `studio_live_${schema}`.slice(0, 63)
  const listeners: ((c: LiveChange) => void)[] = []
  let client: pg.Client | null = null
  let closed = false
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl })
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return
      let change: LiveChange
      try {
        change = JSON.parse(n.payload) as LiveChange
      } catch {
        return
      }
      for (const fn of listeners) fn(change)
    })
    c.on('error', (err) => {
      log.error({ err }, 'live bus: the LISTEN connection failed')
      client = null
      c.end().catch(() => {})
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000).unref()
    })
    await c.connect()
    await c.query(`listen "${channel}"`)
    client = c
  }
  await connect()
  return {
    async publish(change) {
      const c = client
      if (!c) return
      await c.query('select pg_notify($1, $2)', [channel, JSON.stringify(change)])
    },
    subscribe: (fn) => {
      listeners.push(fn)
    },
    async close() {
      closed = true
      await client?.end().catch(() => {})
    },
  }
}
