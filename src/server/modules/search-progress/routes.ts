import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppDeps, AppEnv } from '../../app-deps'
import { notFound } from '../../http/api-error'
import { requireUser } from '../../http/require-user'
import { listProgress } from './search-progress'

const POLL_MS = 500
const MAX_ROW_ID = 2_147_483_647

function campaignIdOf(raw: string | undefined): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : 0
  if (id < 1 || id > MAX_ROW_ID) throw notFound()
  return id
}

/**
 * GET /api/campaigns/{id}/events: server-sent events with the list's search progress. The run lives in the
 * database (any process may be running it), so the stream re-reads it and sends an event only when it changed;
 * `end` follows the last `progress` once no run is at work, and the stream closes.
 */
export function searchProgressRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/campaigns/:id/events', requireUser(deps), async (c) => {
    const accountId = c.var.user.id
    const campaignId = campaignIdOf(c.req.param('id'))
    const first = await listProgress(deps.db, accountId, campaignId)
    if (!first) throw notFound()
    return streamSSE(c, async (stream) => {
      let closed = false
      stream.onAbort(() => {
        closed = true
      })
      let last = ''
      let seq = 0
      for (let snapshot = first; ; ) {
        const data = JSON.stringify(snapshot)
        if (data !== last) await stream.writeSSE({ event: 'progress', data, id: String(++seq) })
        last = data
        if (snapshot.state !== 'Incomplete') {
          await stream.writeSSE({ event: 'end', data, id: String(++seq) })
          return
        }
        await stream.sleep(POLL_MS)
        if (closed || deps.jobs.stopping) return
        const next = await listProgress(deps.db, accountId, campaignId)
        if (!next) return
        snapshot = next
      }
    })
  })
  return app
}
