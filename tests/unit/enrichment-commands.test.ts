import { describe, expect, it } from 'vitest'
import { create } from 'superstruct'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { leadJobsSlot, type LeadJobsSlot } from '../../commands/lead-jobs'
import { openListSlot, type OpenListSlot } from '../../commands/lists'
import { resultFilter } from '../../src/shared/leads/filters'
import type { LeadJob } from '../../src/shared/lead-jobs/schemas'
import { leadTypes, type SavedList, type LeadType } from '../../src/shared/leads/types'
import { argumentRows } from '../../src/client/ui/palette/palette-rows'
import { commandContext, withSlots } from './support/command-context'

const list = (type: LeadType, extra: Partial<SavedList> = {}): SavedList => ({
  id: 9, name: 'Leads', type, tags: null, source: null, webhook: null, is_archived: false, is_demo: true, state: 'Active',
  total: 40, progress: null, stop_reason: null, created_at: '2025-01-01', updated_at: '2025-01-01', ...extra,
})
const job = (extra: Partial<LeadJob> = {}): LeadJob => ({
  id: 5, campaign_id: 9, kind: 'find-emails', params: {}, scope: { scope: 'all' }, provider: 'demo', status: 'running', total: 40, processed: 10,
  succeeded: 8, skipped: 2, failed: 0, charged: 8, stop_reason: null, error: null, created_at: '2025-01-01', started_at: null, finished_at: null, ...extra,
})

function recorder() {
  const calls: string[] = []
  const leadJobs = (jobs: readonly LeadJob[] = []): LeadJobsSlot => ({
    jobs,
    start: async (kind, scope, params) => (calls.push(`start:${kind}:${JSON.stringify(scope)}:${JSON.stringify(params)}`), null),
    cancel: async (id) => void calls.push(`cancel:${id}`),
    redeliver: async (id, ids) => (calls.push(`redeliver:${id}:${JSON.stringify(ids ?? null)}`), 3),
    showFailures: (id) => void calls.push(`failures:${id}`),
  })
  return { calls, leadJobs }
}

/** The list page on screen: the open list (or none), its selection and filter, its lead jobs. */
function ctxFor(type: LeadType | null, extra: { list?: SavedList; selection?: number[]; filter?: OpenListSlot['filter']; leadJobs?: LeadJobsSlot; modules?: 'leads'[] } = {}) {
  const ctx = commandContext({ modules: extra.modules ?? ['leads'] })
  if (!type) return ctx
  const page = { list: extra.list ?? list(type), selection: extra.selection ?? [], filter: extra.filter ?? create({}, resultFilter) } as unknown as OpenListSlot
  return withSlots(ctx, [openListSlot, page], ...(extra.leadJobs ? [[leadJobsSlot, extra.leadJobs] as const] : []))
}

/** get-employees on domain, local and company lists, get-phones on people and intent, enrich on influencer; e-mail finding on every type. */
const offered: Record<string, readonly LeadType[]> = {
  'list.findEmails': leadTypes,
  'list.getPhones': ['people', 'intent'],
  'list.getEmployees': ['single', 'industry', 'company'],
  'list.enrich': ['influencer'],
}

describe('enrichment commands', () => {
  const cases = Object.entries(offered).flatMap(([id, types]) => leadTypes.map((type) => [id, type, types.includes(type)] as const))
  it.each(cases)('%s on a %s list: available %s', (id, type, expected) => {
    const state = availability(appRegistry.get(id)!, ctxFor(type))
    expect(state).toEqual(expected ? { available: true } : { available: false, reason: 'leads.reason.notForType' })
  })

  it('needs the lead search module, an open list and results in it', () => {
    const findEmails = appRegistry.get('list.findEmails')!
    expect(availability(findEmails, ctxFor('people', { modules: [] }))).toEqual({ available: false, reason: 'commands.reason.module.leads' })
    expect(availability(findEmails, ctxFor(null))).toEqual({ available: false, reason: 'leads.reason.openList' })
    expect(availability(findEmails, ctxFor('people', { list: list('people', { total: 0 }) }))).toEqual({ available: false, reason: 'enrichment.reason.emptyList' })
    const ctx = ctxFor('people', { list: list('people', { total: 0 }) })
    expect(ctx.t('enrichment.reason.emptyList')).toBe('The list has no results yet')
  })

  it('declares shortcuts for the frequent ones, once', () => {
    expect(appRegistry.get('list.findEmails')!.shortcut).toBe('Shift+F')
    expect(appRegistry.get('list.getPhones')!.shortcut).toBe('Shift+P')
    const shortcuts = appRegistry.all().flatMap((c) => (c.shortcut ? [`${c.scope === 'global' ? 'g' : 'l'}:${c.shortcut}`] : []))
    expect(shortcuts.filter((s) => s === 'l:Shift+F' || s === 'l:Shift+P')).toHaveLength(2)
  })

  it('offers the whole list always, the filter when one is set, the selection when rows are selected', () => {
    const command = appRegistry.get('list.findEmails')!
    const plain = argumentRows(command, ctxFor('people'))
    expect(plain.map((r) => [r.args, r.title])).toEqual([['all', 'The whole list (40 leads)']])
    const busy = ctxFor('people', { selection: [3, 4], filter: create({ withEmail: 0 }, resultFilter) })
    expect(argumentRows(command, busy).map((r) => [r.args, r.title])).toEqual([
      ['all', 'The whole list (40 leads)'], ['filter', 'The filtered results'], ['selection', 'The 2 selected results'],
    ])
  })

  it('starts the job on the chosen scope; a button (no argument) takes the selection, else the filter, else the list', async () => {
    const { calls, leadJobs } = recorder()
    const filter = create({ search: 'dent' }, resultFilter)
    await executeCommand(appRegistry, 'list.findEmails', 'all', 'palette', ctxFor('people', { leadJobs: leadJobs(), selection: [1] }))
    await executeCommand(appRegistry, 'list.getPhones', 'selection', 'palette', ctxFor('people', { leadJobs: leadJobs(), selection: [1, 2] }))
    await executeCommand(appRegistry, 'list.getEmployees', undefined, 'button', ctxFor('company', { leadJobs: leadJobs(), selection: [7] }))
    await executeCommand(appRegistry, 'list.enrich', undefined, 'button', ctxFor('influencer', { leadJobs: leadJobs(), filter }))
    await executeCommand(appRegistry, 'list.findEmails', undefined, 'keyboard', ctxFor('intent', { leadJobs: leadJobs() }))
    expect(calls).toEqual([
      'start:find-emails:{"scope":"all"}:{}',
      'start:get-phones:{"scope":"selection","ids":[1,2]}:{}',
      'start:get-employees:{"scope":"selection","ids":[7]}:{}',
      `start:enrich:${JSON.stringify({ scope: 'filter', filter: { ...filter, page: 1 } })}:{}`,
      'start:find-emails:{"scope":"all"}:{}',
    ])
    const refused = await executeCommand(appRegistry, 'list.findEmails', 'selection', 'palette', ctxFor('people', { leadJobs: leadJobs() }))
    expect(refused).toMatchObject({ ok: false, error: 'failed', message: 'Select results first (x)' })
  })
})

describe('lead job commands', () => {
  it('cancel a running job, show failures and redeliver only when a job of the list has them', async () => {
    const { calls, leadJobs } = recorder()
    const idle = ctxFor('people', { leadJobs: leadJobs([job({ status: 'done' })]) })
    expect(availability(appRegistry.get('leadJobs.cancel')!, idle)).toEqual({ available: false, reason: 'enrichment.jobs.reason.noActiveJob' })
    expect(availability(appRegistry.get('leadJobs.failures')!, idle)).toEqual({ available: false, reason: 'enrichment.jobs.reason.noFailures' })
    expect(availability(appRegistry.get('leadJobs.redeliver')!, idle)).toEqual({ available: false, reason: 'enrichment.jobs.reason.noFailures' })

    const busy = ctxFor('people', { leadJobs: leadJobs([job({ id: 5 }), job({ id: 6, status: 'done', failed: 3, kind: 'send-crm' }), job({ id: 7, status: 'stopped', stop_reason: 'credits' })]) })
    expect(argumentRows(appRegistry.get('leadJobs.cancel')!, busy).map((r) => [r.args, r.title])).toEqual([[5, 'Cancel Find e-mails (job 5)']])
    expect(argumentRows(appRegistry.get('leadJobs.failures')!, busy).map((r) => r.args)).toEqual([6])
    expect(argumentRows(appRegistry.get('leadJobs.redeliver')!, busy).map((r) => r.args)).toEqual([{ jobId: 6 }, { jobId: 7 }])
    await executeCommand(appRegistry, 'leadJobs.cancel', 5, 'palette', busy)
    await executeCommand(appRegistry, 'leadJobs.failures', 6, 'button', busy)
    await executeCommand(appRegistry, 'leadJobs.redeliver', { jobId: 6, resultIds: [11] }, 'button', busy)
    await executeCommand(appRegistry, 'leadJobs.redeliver', { jobId: 7 }, 'palette', busy)
    expect(calls).toEqual(['cancel:5', 'failures:6', 'redeliver:6:[11]', 'redeliver:7:null'])
  })
})
