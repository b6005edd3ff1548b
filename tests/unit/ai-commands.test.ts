import { commandTitle } from '../../commands/titles'
import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { aiAssistantSlot, aiWriterSlot, icpSlot, type AiAssistantSlot, type IcpSlot } from '../../commands/ai'
import { leadJobsSlot, type LeadJobsSlot } from '../../commands/lead-jobs'
import { openListSlot, type OpenListSlot } from '../../commands/lists'
import type { SavedList, LeadType } from '../../src/shared/leads/types'
import { commandContext, withSlots } from './support/command-context'

const list = (type: LeadType): SavedList => ({
  id: 4, name: 'Dentists', type, tags: null, source: null, webhook: null, is_archived: false, is_demo: false, state: 'Active',
  total: 12, progress: null, stop_reason: null, created_at: '2025-01-01', updated_at: '2025-01-01',
})

function listContext(type: LeadType, profileComplete: boolean | null, selection: number[] = []) {
  const jobs: unknown[][] = []
  let dialogs = 0
  const leadJobs = { jobs: [], start: async (...args: unknown[]) => (jobs.push(args), null) } as unknown as LeadJobsSlot
  const page = { list: list(type), selection } as unknown as OpenListSlot
  const ctx = withSlots(commandContext({ modules: ['leads', 'ai_suggest'] }), [openListSlot, page], [leadJobsSlot, leadJobs], [aiWriterSlot, { profileComplete, openDialog: () => dialogs++ }])
  return { ctx, jobs, dialogs: () => dialogs }
}

describe('AI commands', () => {
  const write = appRegistry.get('list.ai')!

  it('offers the writer on AI list types once the business profile is complete, and says why not before', () => {
    expect(availability(write, listContext('people', true).ctx)).toEqual({ available: true })
    const gated = listContext('people', false).ctx
    const state = availability(write, gated)
    expect(state).toEqual({ available: false, reason: 'ai.gate.message' })
    expect(gated.t('ai.gate.message')).toBe('Please fill out the business profile form to generate AI data.')
    expect(availability(write, listContext('single', true).ctx)).toEqual({ available: false, reason: 'leads.reason.notForType' })
    // While the profile loads the command is not refused yet (the server gate answers anyway).
    expect(availability(write, listContext('people', null).ctx)).toEqual({ available: true })
  })

  it('writes the chosen type for the selection with fresh texts, else for the list keeping texts, and opens the dialog without a type', async () => {
    const picked = listContext('industry', true, [7, 8])
    expect(await executeCommand(appRegistry, 'list.ai', 'first_line', 'palette', picked.ctx)).toEqual({ ok: true })
    expect(picked.jobs).toEqual([['ai-write', { scope: 'selection', ids: [7, 8] }, { prompt_type: 'first_line', overwrite: true }]])

    const whole = listContext('company', true)
    await executeCommand(appRegistry, 'list.ai', 'subject', 'palette', whole.ctx)
    expect(whole.jobs).toEqual([['ai-write', { scope: 'all' }, { prompt_type: 'subject', overwrite: false }]])
    expect(write.argChoices!(whole.ctx).map((c) => commandTitle(c, whole.ctx.t)).slice(0, 2)).toEqual([
      'Summary for all 12 leads',
      'First line for all 12 leads',
    ])

    await executeCommand(appRegistry, 'list.ai', undefined, 'button', whole.ctx)
    expect(whole.dialogs()).toBe(1)
    expect(await executeCommand(appRegistry, 'list.ai', 'poem', 'palette', whole.ctx)).toMatchObject({ ok: false, error: 'invalidArgs' })
  })

  it('opens ICP suggestion n with key n only when there is one, and needs the AI module', async () => {
    const opened: number[] = []
    const icp: IcpSlot = { profileComplete: true, count: 2, generate: async () => undefined, openSearch: (i: number) => void opened.push(i) }
    const ctx = withSlots(commandContext({ modules: ['ai_suggest'] }), [icpSlot, icp])
    expect(appRegistry.get('ai.icp.search2')!.shortcut).toBe('2')
    expect(availability(appRegistry.get('ai.icp.search3')!, ctx)).toEqual({ available: false, reason: 'ai.reason.noSuggestion' })
    await executeCommand(appRegistry, 'ai.icp.search2', undefined, 'keyboard', ctx)
    expect(opened).toEqual([1])
    const gated = withSlots(commandContext({ modules: ['ai_suggest'] }), [icpSlot, { ...icp, profileComplete: false }])
    expect(availability(appRegistry.get('ai.icp.generate')!, gated)).toEqual({ available: false, reason: 'ai.gate.message' })
    const noModule = withSlots(commandContext({ modules: ['leads'] }), [icpSlot, icp])
    expect(availability(appRegistry.get('ai.icp.generate')!, noModule)).toEqual({ available: false, reason: 'commands.reason.module.ai_suggest' })
  })

  it('keeps the default prompts to the super admin', () => {
    const actions: AiAssistantSlot = { profileComplete: true, page: 'defaults', newPrompt: () => undefined, newFineTune: () => undefined, generateFineTunes: async () => null, preview: () => undefined }
    const user = withSlots(commandContext({ modules: ['admin'] }), [aiAssistantSlot, actions])
    expect(availability(appRegistry.get('admin.defaultPrompt.new')!, user)).toEqual({ available: false, reason: 'ai.reason.superAdmin' })
    const admin = Object.assign(user, { user: { ...user.user!, role: 'super_admin' as const } })
    expect(availability(appRegistry.get('admin.defaultPrompt.new')!, admin)).toEqual({ available: true })
    expect(availability(appRegistry.get('ai.prompt.new')!, admin)).toEqual({ available: false, reason: 'commands.reason.module.leads' })
  })
})
