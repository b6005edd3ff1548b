import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** Calls `onNotification` with each payload sent on `channel` (NOTIFY, delivered on commit); resolves to the unsubscribe. */
export type Listen = (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>

export type Notifications = { listen: Listen; close(): Promise<void> }

const RELISTEN_AFTER_MS = 5_000

/**
 * The process's one listener for database notifications (job wake-ups, wallet claims). On PostgreSQL a dedicated
 * connection (a pooled one would lose its LISTEN), re-opened with every channel after an error; on PGlite the
 * client's own `listen`. Channel names are fixed identifiers of this code, never user input.
 */
export async function openNotifications(location: { databaseUrl?: string; pglite?: PGlite }): Promise<Notifications> {
  if (location.databaseUrl) return postgresNotifications(location.databaseUrl)
  const pglite = location.pglite!
  const unlisteners = new Set<() => Promise<void>>()
  return {
    async listen(channel, onNotification) {
      const unlisten = await pglite.listen(channel, onNotification)
      const stop = async () => {
        unlisteners.delete(stop)
        await unlisten().catch(() => {})
      }
      unlisteners.add(stop)
      return stop
    },
    async close() {
      await Promise.all([...unlisteners].map((stop) => stop()))
    },
  }
}

async function postgresNotifications(url: string): Promise<Notifications> {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const open = async () => {
    if (closed) return
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    next.on('error', (err) => {
      console.error('The database notification listener lost its connection:', err.message)
      void next.end().catch(() => {})
      if (client === next) client = null
      if (!closed) retry = setTimeout(() => void open(), RELISTEN_AFTER_MS).unref()
    })
    try {
      await next.connect()
      // Set first: a channel subscribed while these LISTENs run is listened to by its own call (twice is harmless).
      client = next
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`)
      if (closed) await next.end()
    } catch (err) {
      console.error('The database notification listener could not connect:', (err as Error).message)
      void next.end().catch(() => {})
      if (!closed) retry = setTimeout(() => void open(), RELISTEN_AFTER_MS).unref()
    }
  }
  await open()

  return {
    async listen(channel, onNotification) {
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await client?.query(`LISTEN ${channel}`)
      }
      set.add(onNotification)
      return async () => {
        set.delete(onNotification)
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
