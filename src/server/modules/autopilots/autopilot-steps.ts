import { eq, inArray } from 'drizzle-orm'
import { emptyRunCounts, type AutopilotRunCounts, type AutopilotRunStep } from '../../../shared/automation/autopilot'
import type { LeadType } from '../../../shared/leads/types'
import type { LeadJobKind } from '../../../shared/lead-jobs/schemas'
import { aiPrompts, campaigns, type leadJobs } from '../../db/schema'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { say } from '../../../shared/english-message'
import type { AutopilotRow, AutopilotRunRow } from './autopilot-repository'

type LeadJobRow = typeof leadJobs.$inferSelect

/**
 * The lead jobs a run does over its new leads, in order: enrichment, phones, AI texts (one job per prompt), then the
 * CRM and the webhook. Kinds that do not apply to the list's type are left out.
 */
export async function planSteps(deps: LeadJobDeps, autopilot: AutopilotRow): Promise<AutopilotRunStep[]> {
  const [list] = await deps.db.select({ type: campaigns.type }).from(campaigns).where(eq(campaigns.id, autopilot.campaignId!))
  if (!list) return []
  const steps: AutopilotRunStep[] = []
  const add = (kind: LeadJobKind, params: Record<string, unknown>) => {
    if (deps.leadJobProcessors[kind]?.listTypes.includes(list.type as LeadType)) steps.push({ kind, params, job_id: null })
  }
  const kinds: LeadJobKind[] = autopilot.enrichment.enabled ? [...autopilot.enrichment.kinds] : []
  if (autopilot.delivery.phones && !kinds.includes('get-phones')) kinds.push('get-phones')
  for (const kind of kinds) add(kind, {})
  if (autopilot.ai.enabled && autopilot.ai.prompt_ids.length) {
    const prompts = await deps.db.select({ id: aiPrompts.id, type: aiPrompts.promptType }).from(aiPrompts).where(inArray(aiPrompts.id, autopilot.ai.prompt_ids))
    const typeOf = new Map(prompts.map((p) => [p.id, p.type]))
    for (const id of autopilot.ai.prompt_ids) if (typeOf.has(id)) add('ai-write', { prompt_type: typeOf.get(id), prompt_id: id })
  }
  if (autopilot.delivery.crm) add('send-crm', { provider: autopilot.delivery.crm })
  if (autopilot.type === 'webhook' || autopilot.delivery.webhook) add('send-webhook', {})
  return steps
}

const counterOf: Record<string, keyof AutopilotRunCounts> = {
  'find-emails': 'enriched',
  'get-phones': 'enriched',
  'get-employees': 'enriched',
  enrich: 'enriched',
  'ai-write': 'written',
  'send-crm': 'delivered',
  'send-webhook': 'delivered',
}

/** A finished run's counts (per kind of step), credits (the search's and every job's) and first error, if any. */
export function summarise(run: AutopilotRunRow, jobs: LeadJobRow[], searchCharged: number): { counts: AutopilotRunCounts; credits: number; error: string | null } {
  const counts = { ...emptyRunCounts(), found: run.counts.found, added: run.counts.added }
  const byId = new Map(jobs.map((j) => [j.id, j]))
  let credits = searchCharged
  let error: string | null = null
  for (const step of run.steps) {
    if (step.error && step.error !== say('error.no_results')) error ??= step.error
    const job = step.job_id === null ? undefined : byId.get(step.job_id)
    if (!job) continue
    counts[counterOf[step.kind] ?? 'enriched'] += job.succeeded
    counts.failed += job.failed
    credits += job.charged
    if (job.status === 'failed') error ??= job.error ?? say('autopilots.run_step_failed', { reason: job.stopReason ?? '' })
  }
  return { counts, credits, error }
}
