import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import { autopilotBody, autopilotRunsQuery, autopilotUpdateBody, previewScheduleBody } from '../../../shared/automation/autopilot'
import { localDateOf, upcomingSlots } from '../../../shared/automation/autopilot-schedule'
import { say } from '../../../shared/english-message'
import type { AppEnv } from '../../app-deps'
import { autopilots } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { allowFor } from '../../http/allow'
import { readBody, readQuery } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { autopilotRow, listAutopilots, presentAutopilot, runsPage } from './autopilot-repository'
import { INITIAL_RUN_DELAY_MS } from './autopilot-schedule-state'
import { createAutopilot, duplicateAutopilot, pauseAutopilot, resumeAutopilot, runAutopilotNow, updateAutopilot } from './autopilot-service'

/** Autopilots of the acting account: CRUD, pause, resume, run now, duplicate, their runs and a schedule preview. */
export function autopilotRoutes(deps: LeadJobDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const scopeOf = (c: Context<AppEnv>) => forAccount(db, accountIdOf(c.var))
  const answer = async (c: Context<AppEnv>, row: Awaited<ReturnType<typeof autopilotRow>>, status: 200 | 201 = 200) => c.json({ data: await presentAutopilot(db, row) }, status)

  app.get('/autopilots', allow.module('leads'), async (c) => c.json({ data: await listAutopilots(db, scopeOf(c)) }))

  app.post('/autopilots', allow.module('leads'), reads({ body: autopilotBody }), async (c) => {
    const body = await readBody(c, autopilotBody)
    return answer(c, await createAutopilot(deps, scopeOf(c), body), 201)
  })

  /** The next five runs of a rule from today (or `start`), in the zone given; a one-time rule has one. */
  app.post('/autopilots/preview-schedule', allow.module('leads'), reads({ body: previewScheduleBody }), async (c) => {
    const body = await readBody(c, previewScheduleBody)
    const now = deps.now()
    const anchor = body.start ?? localDateOf(now, body.timezone)
    const from = body.start && body.start > localDateOf(now, body.timezone) ? new Date(0) : now
    const runs = upcomingSlots({ repeat: body.repeat, time: body.time, timezone: body.timezone, anchor }, from, body.repeat === 'once' ? 1 : 5)
    // A one-time rule whose time today has passed runs right after saving.
    if (!runs.length && body.repeat === 'once') runs.push(new Date(now.getTime() + INITIAL_RUN_DELAY_MS))
    return c.json({ runs: runs.map((d) => d.toISOString()) })
  })

  app.get('/autopilots/:id', allow.module('leads'), async (c) => answer(c, await autopilotRow(scopeOf(c), pathId(c))))

  app.put('/autopilots/:id', allow.module('leads'), reads({ body: autopilotUpdateBody }), async (c) => {
    const scope = scopeOf(c)
    const row = await autopilotRow(scope, pathId(c))
    const body = await readBody(c, autopilotUpdateBody)
    return answer(c, await updateAutopilot(deps, scope, row, body))
  })

  app.delete('/autopilots/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c)
    const row = await autopilotRow(scope, pathId(c))
    await scope.delete('autopilots', eq(autopilots.id, row.id))
    return c.json({ message: say('autopilots.deleted'), id: row.id })
  })

  app.post('/autopilots/:id/pause', allow.module('leads'), async (c) => {
    const scope = scopeOf(c)
    return answer(c, await pauseAutopilot(deps, scope, await autopilotRow(scope, pathId(c))))
  })

  app.post('/autopilots/:id/resume', allow.module('leads'), async (c) => {
    const scope = scopeOf(c)
    return answer(c, await resumeAutopilot(deps, scope, await autopilotRow(scope, pathId(c))))
  })

  app.post('/autopilots/:id/run-now', allow.module('leads'), async (c) => {
    const row = await autopilotRow(scopeOf(c), pathId(c))
    await runAutopilotNow(deps, row)
    return answer(c, row)
  })

  app.post('/autopilots/:id/duplicate', allow.module('leads'), async (c) => {
    const scope = scopeOf(c)
    return answer(c, await duplicateAutopilot(deps, scope, await autopilotRow(scope, pathId(c))), 201)
  })

  app.get('/autopilots/:id/runs', allow.module('leads'), reads({ query: autopilotRunsQuery }), async (c) => {
    const row = await autopilotRow(scopeOf(c), pathId(c))
    const query = readQuery(c, autopilotRunsQuery)
    return c.json(await runsPage(db, row.id, query.cursor === undefined ? undefined : Number(query.cursor)))
  })

  return app
}
