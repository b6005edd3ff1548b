import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import { aiWriteBody, aiWriteParams, isAiListType, previewBody, type AiListType } from '../../../shared/ai/prompts'
import { nestFieldErrors, validate, isRowId } from '../../../shared/validate'
import type { AppEnv } from '../../app-deps'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { leadResults } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { fieldError, notFound, validationFailed } from '../../http/api-error'
import { readJsonObject, readBody } from '../../http/read-body'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { requireCompleteProfile } from '../ai-training/business-profile'
import { listRow } from '../lists/list-repository'
import { presentLeadJob } from '../lead-jobs/lead-job-present'
import { createLeadJob } from '../lead-jobs/lead-job-service'
import { parseScope } from '../results/result-scope'
import { prepareWriting, taskFor } from './lead-writing'
import { promptFor } from './prompt-repository'
import { sampleLead } from './sample-leads'
import { providerFailure, writerFor } from './writer-choice'
import { say } from '../../../shared/english-message'

/** The writer in use, a one-off preview, and the list action "ai" (a lead job whose gate is checked up front). */
export function writingRoutes(deps: LeadJobDeps) {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const allow = allowFor(deps)
  const scopeOf = (c: Context<AppEnv>) => forAccount(db, accountIdOf(c.var))

  app.get('/ai/writer', allow.module('leads'), async (c) => c.json((await writerFor(deps, accountIdOf(c.var))).info))

  app.post('/ai/preview', allow.module('leads'), reads({ body: previewBody }), async (c) => {
    const account = scopeOf(c)
    const body = await readBody(c, previewBody)
    let lead = sampleLead(body.type)
    if (body.result_id !== undefined) {
      if (!isRowId(body.result_id)) throw notFound()
      const [row] = await db.select().from(leadResults).where(account.where('leadResults', eq(leadResults.id, body.result_id)))
      if (!row) throw notFound()
      lead = row
    }
    // Without a prompt id, a text given is tried as the prompt; else the prompt the writer would use (own, else default).
    const setup = await prepareWriting(deps, account, body.type, body.prompt_type, body.prompt_id, body.prompt_id === undefined && body.text?.trim() ? body.text : undefined)
    try {
      const text = await setup.writer.write(taskFor(setup, lead))
      return c.json({ text: text.trim(), writer: setup.writer.info, prompt_id: setup.promptId })
    } catch (err) {
      providerFailure(err)
    }
  })

  /**
   * POST /api/ai/write: the same body as POST /api/lead-jobs without `kind` (campaign_id, the results scope, params).
   * The profile gate, the list type and the prompt are checked here, before anything is queued.
   */
  app.post('/ai/write', allow.module('leads'), reads({ body: aiWriteBody }), async (c) => {
    const account = scopeOf(c)
    const raw = await readJsonObject(c)
    const id = raw.campaign_id
    if (id === undefined || id === null || id === '') throw fieldError('campaign_id', 'validation.required')
    if (typeof id !== 'number' || !Number.isInteger(id)) throw fieldError('campaign_id', 'validation.integer')
    if (!isRowId(id)) throw notFound()
    const list = await listRow(account, id)
    if (!isAiListType(list.type)) throw fieldError('type', 'ai.not_for_type', { type: list.type })
    const params = validate(aiWriteParams, raw.params ?? {})
    if (!params.ok) throw validationFailed(nestFieldErrors('params', params.errors))
    const scope = parseScope(raw)
    await requireCompleteProfile(db, account.accountId)
    await promptFor(db, account, list.type as AiListType, params.value.prompt_type, params.value.prompt_id)
    const job = await createLeadJob(deps, account, { campaignId: list.id, kind: 'ai-write', scope, params: params.value })
    return c.json({ message: say('ai.writing_started', { count: job.total }), job: presentLeadJob(job) }, 202)
  })

  return app
}
