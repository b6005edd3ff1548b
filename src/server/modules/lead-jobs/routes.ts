import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import { isActiveLeadJob, leadJobRequest, redeliverRequest } from '../../../shared/lead-jobs/schemas'
import { leadJobBody } from '../../../shared/lead-jobs/body'
import { validate, isRowId } from '../../../shared/validate'
import type { AppEnv } from '../../app-deps'
import type { LeadJobDeps } from './lead-job-deps'
import { leadJobs } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { fieldError, notFound, validationFailed } from '../../http/api-error'
import { streamProgress } from '../../http/progress-stream'
import { readJsonObject, readBody } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { parseScope } from '../results/result-scope'
import { say } from '../../../shared/english-message'
import { presentLeadJob } from './lead-job-present'
import { cancelLeadJob, createLeadJob, estimateLeadJob, leadJobFailures, leadJobRow, listLeadJobs, redeliverLeadJob, type LeadJobDraft } from './lead-job-service'

/** The body of a creation or an estimate: campaign_id, kind and params first, then the results scope. */
async function readDraft(c: Context): Promise<LeadJobDraft> {
  const body = await readJsonObject(c)
  const head = validate(leadJobRequest, { campaign_id: body.campaign_id, kind: body.kind, params: body.params ?? undefined })
  if (!head.ok) throw validationFailed(head.errors)
  if (!isRowId(head.value.campaign_id)) throw notFound()
  return { campaignId: head.value.campaign_id, kind: head.value.kind, params: head.value.params, scope: parseScope(body) }
}

function pageOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw fieldError('page', 'validation.min', { min: 1 })
  return Number(raw)
}

/**
 * Lead jobs: create over a list, a filter or a selection; estimate first; follow the
 * progress (list, one, server-sent events); read and redeliver failures; cancel. All tenant-scoped.
 */
export function leadJobRoutes(deps: LeadJobDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const accountOf = (c: Context<AppEnv>) => forAccount(deps.db, accountIdOf(c.var))

  app.post('/lead-jobs/estimate', allow.module('leads'), reads({ body: leadJobBody }), async (c) => c.json(await estimateLeadJob(deps, accountOf(c), await readDraft(c))))

  app.post('/lead-jobs', allow.module('leads'), reads({ body: leadJobBody }), async (c) => {
    const job = await createLeadJob(deps, accountOf(c), await readDraft(c))
    return c.json({ message: say('lead_jobs.started', { kind: job.kind, count: job.total }), job: presentLeadJob(job) }, 202)
  })

  app.get('/lead-jobs', allow.module('leads'), async (c) => {
    const raw = c.req.query('campaign_id')
    let campaignId: number | undefined
    if (raw !== undefined && raw !== '') {
      if (!/^\d{1,10}$/.test(raw)) throw fieldError('campaign_id', 'validation.integer')
      campaignId = Number(raw)
      if (!isRowId(campaignId)) throw notFound()
    }
    const active = c.req.query('active') === '1' || c.req.query('active') === 'true'
    const rows = await listLeadJobs(deps, accountOf(c), { campaignId, active })
    return c.json({ data: rows.map(presentLeadJob) })
  })

  app.get('/lead-jobs/:id', allow.module('leads'), async (c) => c.json(presentLeadJob(await leadJobRow(accountOf(c), pathId(c)))))

  app.get('/lead-jobs/:id/failures', allow.module('leads'), async (c) => {
    const job = await leadJobRow(accountOf(c), pathId(c))
    return c.json(await leadJobFailures(deps, job, pageOf(c.req.query('page'))))
  })

  app.post('/lead-jobs/:id/redeliver', allow.module('leads'), reads({ body: redeliverRequest }), async (c) => {
    const job = await leadJobRow(accountOf(c), pathId(c))
    const body = await readBody(c, redeliverRequest)
    const result = await redeliverLeadJob(deps, job, body.result_ids)
    return c.json({ message: result.redelivered === 0 ? say('lead_jobs.nothing_to_redeliver') : say('lead_jobs.redelivered', { count: result.redelivered }), redelivered: result.redelivered, job: presentLeadJob(result.job) })
  })

  app.post('/lead-jobs/:id/cancel', allow.module('leads'), async (c) => {
    const job = await cancelLeadJob(deps, await leadJobRow(accountOf(c), pathId(c)))
    return c.json({ message: say('lead_jobs.cancelled'), job: presentLeadJob(job) })
  })

  /** Server-sent events: `progress` whenever the job changed, then one `end` once it is no longer queued or running. */
  app.get('/lead-jobs/:id/events', allow.module('leads'), async (c) => {
    const first = await leadJobRow(accountOf(c), pathId(c))
    return streamProgress(c, {
      first,
      reread: async (row) => (await deps.db.select().from(leadJobs).where(eq(leadJobs.id, row.id)))[0],
      present: presentLeadJob,
      finished: (job) => !isActiveLeadJob(job),
      stopping: () => deps.jobs.stopping,
    })
  })

  return app
}
