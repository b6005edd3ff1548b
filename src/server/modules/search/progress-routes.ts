import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-deps'
import { notFound } from '../../http/api-error'
import { streamProgress } from '../../http/progress-stream'
import { accountIdOf } from '../../db/tenant-scope'
import { allowFor } from '../../http/allow'
import { listProgress } from './search-progress'
import { isRowId } from '../../../shared/validate'

function listIdOf(raw: string | undefined): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : 0
  if (!isRowId(id)) throw notFound()
  return id
}

/**
 * GET /api/campaigns/{id}/events: server-sent events with the list's search progress. The run lives in the
 * database (any process may be running it), so the stream re-reads it and sends an event only when it changed;
 * `end` follows the last `progress` once no run is at work, and the stream closes.
 */
export function progressRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.get('/campaigns/:id/events', allow.module('leads'), async (c) => {
    const accountId = accountIdOf(c.var)
    const listId = listIdOf(c.req.param('id'))
    const first = await listProgress(deps.db, accountId, listId)
    if (!first) throw notFound()
    return streamProgress(c, {
      first,
      reread: () => listProgress(deps.db, accountId, listId),
      present: (snapshot) => snapshot,
      finished: (snapshot) => snapshot.state !== 'Incomplete',
      stopping: () => deps.jobs.stopping,
    })
  })
  return app
}
