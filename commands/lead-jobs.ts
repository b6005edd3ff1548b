import { array, enums, integer, object, optional } from 'superstruct'
import { create } from 'superstruct'
import { resultFilter, type ResultFilter, type ResultScope } from '../src/shared/leads/filters'
import { isActiveLeadJob, type LeadJob, type LeadJobKind } from '../src/shared/lead-jobs/schemas'
import { leadsAvailable, openListOf, openListSlot, selectionOf } from './lists'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** The lead jobs of the open list (at work, or ended while the page was open) and what the page does with them. */
export type LeadJobsSlot = {
  jobs: readonly LeadJob[]
  /**
   * Shows the estimate ("up to N credits for M leads"), asks to confirm, starts the job; the progress bar follows.
   * Resolves null when the user declines.
   */
  start(kind: LeadJobKind, scope: ResultScope, params?: Record<string, unknown>): Promise<LeadJob | null>
  cancel(jobId: number): Promise<void>
  /** Queues a job's failed leads again (all, or the chosen result ids) and resumes it; resolves with how many. */
  redeliver(jobId: number, resultIds?: readonly number[]): Promise<number>
  showFailures(jobId: number): void
}
export const leadJobsSlot = defineSlot<LeadJobsSlot>('leadJobs')

/** Which leads a bulk job takes: the whole list, the table's filter, or the selected rows. */
export type JobScopeChoice = 'all' | 'filter' | 'selection'
export const jobScopeArgs = optional(enums(['all', 'filter', 'selection']))

const defaultFilter = create({}, resultFilter)
const selected = selectionOf
const filterOf = (ctx: CommandContext) => ctx.get(openListSlot)?.filter

/** True when the table shows less than the whole list (a search, an e-mail or CRM filter, conditions, labels, dates). */
export function isFiltered(filter: ResultFilter | undefined): boolean {
  if (!filter) return false
  return Boolean(
    filter.custom_search.length || filter.search?.trim() || filter.withEmail !== -1 || (filter.sent !== undefined && filter.sent !== null) ||
      filter.label_ids?.length || filter.startDate || filter.endDate,
  )
}

/** The palette's scope step: the whole list always; the filter when one is set; the selection when rows are selected. */
export function jobScopeChoices(ctx: CommandContext) {
  const count = selected(ctx).length
  return [
    { value: 'all' as JobScopeChoice, title: 'enrichment.scope.all', titleParams: { count: openListOf(ctx)?.total ?? 0 } },
    ...(isFiltered(filterOf(ctx)) ? [{ value: 'filter' as JobScopeChoice, title: 'enrichment.scope.filter' }] : []),
    ...(count ? [{ value: 'selection' as JobScopeChoice, title: 'enrichment.scope.selection', titleParams: { count } }] : []),
  ]
}

/**
 * The results scope of a choice. Without one (a button, which carries no argument) the narrowest sensible one: the
 * selection when rows are selected, else the filter when the table is filtered, else the whole list. The estimate
 * dialog then says how many leads that is before anything runs.
 */
export function jobScope(ctx: CommandContext, choice: JobScopeChoice | undefined): ResultScope {
  const chosen = choice ?? (selected(ctx).length ? 'selection' : isFiltered(filterOf(ctx)) ? 'filter' : 'all')
  if (chosen === 'selection') {
    if (!selected(ctx).length) throw new Error(ctx.t('leads.reason.selectRows'))
    return { scope: 'selection', ids: [...selected(ctx)] }
  }
  if (chosen === 'filter') return { scope: 'filter', filter: { ...(filterOf(ctx) ?? defaultFilter), page: 1 } }
  return { scope: 'all' }
}

/** Starts a bulk job on the open list's leads and says so ("Find e-mails started for 12 leads."); null when declined. */
export async function startAnnouncedJob(ctx: CommandContext, kind: LeadJobKind, scope: ResultScope, params: Record<string, unknown>): Promise<LeadJob | null> {
  const job = await jobsPage(ctx).start(kind, scope, params)
  if (job) announce(ctx, { code: 'lead_jobs.started', params: { kind: job.kind, count: job.total } })
  return job
}

const jobsOf = (ctx: CommandContext) => ctx.get(leadJobsSlot)?.jobs ?? []
function jobsPage(ctx: CommandContext): LeadJobsSlot {
  const page = ctx.get(leadJobsSlot)
  if (!page) throw new Error(ctx.t('leads.reason.openList'))
  return page
}
const jobChoice = (titleKey: string) => (job: LeadJob) => ({ value: job.id, title: titleKey, titleParams: { kind: `@enrichment.kinds.${job.kind}`, id: String(job.id) } })

function withJobs(ctx: CommandContext, pick: (job: LeadJob) => boolean, reason: string): true | string {
  const base = leadsAvailable(ctx)
  if (base !== true) return base
  return jobsOf(ctx).some(pick) ? true : reason
}
const hasFailures = (job: LeadJob) => job.failed > 0

export const cancelLeadJob = defineCommand<number>({
  id: 'leadJobs.cancel', title: 'enrichment.jobs.commands.cancel', group: 'lists', scope: 'list',
  keywords: ['stop', 'cancel', 'job', 'enrichment'],
  when: (ctx) => withJobs(ctx, isActiveLeadJob, 'enrichment.jobs.reason.noActiveJob'),
  args: integer(),
  argChoices: (ctx) => jobsOf(ctx).filter(isActiveLeadJob).map(jobChoice('enrichment.jobs.commands.cancelNamed')),
  run: async (ctx, jobId) => {
    await jobsPage(ctx).cancel(jobId)
    announce(ctx, { code: 'lead_jobs.cancelled' })
  },
})

export const showLeadJobFailures = defineCommand<number>({
  id: 'leadJobs.failures', title: 'enrichment.jobs.commands.failures', group: 'lists', scope: 'list',
  keywords: ['failed', 'errors', 'dead letter', 'job'],
  when: (ctx) => withJobs(ctx, hasFailures, 'enrichment.jobs.reason.noFailures'),
  args: integer(),
  argChoices: (ctx) => jobsOf(ctx).filter(hasFailures).map(jobChoice('enrichment.jobs.commands.failuresNamed')),
  run: (ctx, jobId) => jobsPage(ctx).showFailures(jobId),
})

export const redeliverLeadJob = defineCommand<{ jobId: number; resultIds?: number[] }>({
  id: 'leadJobs.redeliver', title: 'enrichment.jobs.commands.redeliver', group: 'lists', scope: 'list',
  keywords: ['retry', 'again', 'failed', 'redeliver', 'resend'],
  when: (ctx) => withJobs(ctx, (job) => hasFailures(job) || job.stop_reason === 'credits', 'enrichment.jobs.reason.noFailures'),
  args: object({ jobId: integer(), resultIds: optional(array(integer())) }),
  argChoices: (ctx) =>
    jobsOf(ctx)
      .filter((job) => hasFailures(job) || job.stop_reason === 'credits')
      .map((job) => ({ ...jobChoice('enrichment.jobs.commands.redeliverNamed')(job), value: { jobId: job.id } })),
  run: async (ctx, { jobId, resultIds }) => {
    const count = await jobsPage(ctx).redeliver(jobId, resultIds)
    announce(ctx, count === 0 ? { code: 'lead_jobs.nothing_to_redeliver' } : { code: 'lead_jobs.redelivered', params: { count } })
  },
})

export const leadJobCommands: AnyCommand[] = [cancelLeadJob, showLeadJobFailures, redeliverLeadJob]
