import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'

const POLL_MS = 500

/**
 * Server-sent events following something whose state lives in the database (any process may be working on it): the
 * stream re-reads it every 0.5 s and sends `progress` only when its snapshot changed, then one `end` with the last
 * snapshot once it is finished, and closes. It also stops when the client goes, the row disappears, or the server is
 * shutting down. Event ids count up from 1.
 */
export function streamProgress<Row, Snapshot>(
  c: Context,
  options: {
    first: Row
    reread(row: Row): Promise<Row | null | undefined>
    present(row: Row): Snapshot
    finished(snapshot: Snapshot): boolean
    stopping(): boolean
  },
): Response {
  return streamSSE(c, async (stream) => {
    let closed = false
    stream.onAbort(() => {
      closed = true
    })
    let last = ''
    let seq = 0
    for (let row = options.first; ; ) {
      const snapshot = options.present(row)
      const data = JSON.stringify(snapshot)
      if (data !== last) await stream.writeSSE({ event: 'progress', data, id: String(++seq) })
      last = data
      if (options.finished(snapshot)) {
        await stream.writeSSE({ event: 'end', data, id: String(++seq) })
        return
      }
      await stream.sleep(POLL_MS)
      if (closed || options.stopping()) return
      const next = await options.reread(row)
      if (!next) return
      row = next
    }
  })
}
