import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { workflowsSlot, type WorkflowsSlot } from '../../commands/workflow-dashboard'
import { workflowBuilderSlot, type WorkflowBuilderSlot, type WorkflowElementRef } from '../../commands/workflows'
import { workflowPublishMachine } from '../../machines/workflow-publish.machine'
import type { WorkflowGraph, WorkflowNode } from '../../src/shared/automation/workflow-nodes'
import { commandContext, withSlots } from './support/command-context'

const node = (id: string, type: WorkflowNode['type'], data: Record<string, unknown> = {}): WorkflowNode => ({ id, type, data, position: { x: 0, y: 0 } })
const graph: WorkflowGraph = {
  nodes: [node('trigger', 'trigger', { event: 'manual' }), node('emails', 'enrichment', { kind: 'find-emails' }), node('write', 'content_creation')],
  edges: [{ id: 'trigger->emails', source: 'trigger', target: 'emails' }],
}

/** The builder as the page provides it, over a real publish machine, recording what the commands ask of it. */
function builder(options: { selected?: WorkflowElementRef | null; published?: number | null; graph?: WorkflowGraph; runs?: WorkflowBuilderSlot['runs']; moreRuns?: boolean; moreLog?: boolean } = {}) {
  const calls: string[] = []
  const actor = createActor(workflowPublishMachine, { input: { graph: options.graph ?? graph, draftRevision: 1, publishedVersion: options.published ?? null } }).start()
  const page: WorkflowBuilderSlot = {
    name: 'Outreach',
    graph: options.graph ?? graph,
    selected: options.selected ?? null,
    publish: actor.getSnapshot(),
    publishedVersion: options.published ?? null,
    lists: [{ id: 7, name: 'Bay Area' }],
    chooseRunList: () => void calls.push('chooseRunList'),
    runs: options.runs ?? [],
    moreRuns: options.moreRuns ?? false,
    moreLog: options.moreLog ?? false,
    loadMoreRuns: () => void calls.push('moreRuns'),
    loadMoreLog: () => void calls.push('moreLog'),
    resumeRun: async (id) => void calls.push(`resume:${id}`),
    addNodeAfter: (after, type) => void calls.push(`add:${after}:${type}`),
    connect: (source, target) => void calls.push(`connect:${source}>${target}`),
    remove: (element) => void calls.push(`remove:${element.kind}:${element.id}`),
    move: (id, dx, dy) => void calls.push(`move:${id}:${dx}:${dy}`),
    editSettings: () => void calls.push('editSettings'),
    autoLayout: () => void calls.push('layout'),
    startPublish: () => {
      actor.send({ type: 'PUBLISH' })
      const now = actor.getSnapshot()
      return { asking: now.matches('confirming'), problems: now.context.problems }
    },
    answerPublish: (yes) => void calls.push(`answer:${yes}`),
    run: async (id) => (calls.push(`run:${id}`), { leads: { total: 3 } }),
    showLog: (id) => void calls.push(`log:${id}`),
    reload: async () => void calls.push('reload'),
    deleteWorkflow: async () => void calls.push('deleteWorkflow'),
  }
  return { page, calls, actor }
}
const ctxFor = (page: WorkflowBuilderSlot) => withSlots(commandContext({ modules: ['leads'] }), [workflowBuilderSlot, page])
const run = (id: string, ctx: ReturnType<typeof ctxFor>, args?: unknown) => executeCommand(appRegistry, id, args, 'keyboard', ctx)

describe('workflow builder commands', () => {
  it('say why they wait: the builder closed, no step focused, the trigger kept, not published yet', () => {
    const away = commandContext({ modules: ['leads'] })
    expect(availability(appRegistry.get('workflow.addStep')!, away)).toEqual({ available: false, reason: 'workflows.reason.openBuilder' })
    const idle = ctxFor(builder().page)
    expect(availability(appRegistry.get('workflow.addStep')!, idle)).toEqual({ available: false, reason: 'workflows.reason.focusNode' })
    expect(availability(appRegistry.get('workflow.move.left')!, idle)).toEqual({ available: false, reason: 'workflows.reason.focusNode' })
    const onTrigger = ctxFor(builder({ selected: { kind: 'node', id: 'trigger' } }).page)
    expect(availability(appRegistry.get('workflow.deleteElement')!, onTrigger)).toEqual({ available: false, reason: 'workflows.reason.triggerStays' })
    expect(availability(appRegistry.get('workflow.runOnList')!, onTrigger)).toEqual({ available: false, reason: 'workflows.reason.notPublished' })
    expect(availability(appRegistry.get('workflow.runOnList')!, ctxFor(builder({ published: 1 }).page))).toEqual({ available: true })
  })

  it('adds a step of the chosen kind after the focused one, and offers every kind but the trigger', async () => {
    const { page, calls } = builder({ selected: { kind: 'node', id: 'emails' } })
    const ctx = ctxFor(page)
    expect(appRegistry.get('workflow.addStep')!.argChoices!(ctx).map((c) => c.value)).not.toContain('trigger')
    expect(await run('workflow.addStep', ctx, 'filters')).toEqual({ ok: true })
    expect((await run('workflow.addStep', ctx, 'trigger')).ok).toBe(false)
    expect(calls).toEqual(['add:emails:filters'])
  })

  it('offers as targets of "Connect to" only the steps that keep the graph without loops', async () => {
    const { page, calls } = builder({ selected: { kind: 'node', id: 'emails' } })
    const ctx = ctxFor(page)
    expect(appRegistry.get('workflow.connectTo')!.argChoices!(ctx)).toEqual([{ value: 'write', title: 'workflows.step', titleParams: { n: 3, kind: '@workflows.kinds.content_creation' } }])
    await run('workflow.connectTo', ctx, 'write')
    expect(calls).toEqual(['connect:emails>write'])
    const fromWrite = ctxFor(builder({ selected: { kind: 'node', id: 'write' }, graph: { ...graph, edges: [...graph.edges, { id: 'e', source: 'emails', target: 'write' }] } }).page)
    expect(availability(appRegistry.get('workflow.connectTo')!, fromWrite)).toEqual({ available: false, reason: 'workflows.reason.nothingToConnect' })
  })

  it('deletes a focused step only after a question, and a connection at once', async () => {
    const step = builder({ selected: { kind: 'node', id: 'emails' } })
    const ctx = ctxFor(step.page)
    ctx.answers.push(false)
    await run('workflow.deleteElement', ctx)
    expect(ctx.confirms.map((c) => [c.title, c.tone])).toEqual([['Delete this step?', 'danger']])
    expect(step.calls).toEqual([])
    await run('workflow.deleteElement', ctx)
    expect(step.calls).toEqual(['remove:node:emails'])

    const connection = builder({ selected: { kind: 'edge', id: 'trigger->emails' } })
    const edgeCtx = ctxFor(connection.page)
    await run('workflow.deleteElement', edgeCtx)
    expect(edgeCtx.confirms).toEqual([])
    expect(connection.calls).toEqual(['remove:edge:trigger->emails'])
  })

  it("moves the keyboard into the focused step's settings, once a step is focused", async () => {
    const none = builder()
    expect(availability(appRegistry.get('workflow.editSettings')!, ctxFor(none.page))).toEqual({ available: false, reason: 'workflows.reason.focusNode' })
    const { page, calls } = builder({ selected: { kind: 'node', id: 'write' } })
    await run('workflow.editSettings', ctxFor(page))
    expect(calls).toEqual(['editSettings'])
  })

  it('moves the focused step by arrow key', async () => {
    const { page, calls } = builder({ selected: { kind: 'node', id: 'write' } })
    await run('workflow.move.right', ctxFor(page))
    await run('workflow.move.up', ctxFor(page))
    expect(calls).toEqual(['move:write:20:0', 'move:write:0:-20'])
    expect(appRegistry.get('workflow.move.right')!.shortcut).toBe('ArrowRight')
  })

  it('refuses to publish an orphan with the words of the spec, and asks before publishing a connected graph', async () => {
    const orphan = builder()
    const ctx = ctxFor(orphan.page)
    await run('workflow.publish', ctx)
    expect(ctx.calls).toContain('notify:error:Please connect all nodes before proceeding.')
    expect(ctx.confirms).toEqual([])

    const connected = builder({ graph: { ...graph, edges: [...graph.edges, { id: 'e', source: 'emails', target: 'write' }] } })
    const yes = ctxFor(connected.page)
    await run('workflow.publish', yes)
    expect(yes.confirms.map((c) => [c.title, c.confirmLabel])).toEqual([['Publish Outreach?', 'Publish']])
    expect(connected.calls).toEqual(['answer:true'])
  })

  it('is not offered while a publish is under way (the machine ignores a second one)', () => {
    const { page, actor } = builder({ graph: { ...graph, edges: [...graph.edges, { id: 'e', source: 'emails', target: 'write' }] } })
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    expect(availability(appRegistry.get('workflow.publish')!, ctxFor({ ...page, publish: actor.getSnapshot() }))).toEqual({ available: false, reason: 'workflows.reason.publishing' })
  })

  it('runs on a chosen list after a question, and says how many leads started', async () => {
    const { page, calls } = builder({ published: 2 })
    const ctx = ctxFor(page)
    await run('workflow.runOnChosenList', ctx, 7)
    expect(ctx.confirms.map((c) => [c.title, c.tone])).toEqual([['Run Outreach?', 'spend']])
    expect(ctx.confirms[0].message).toContain('Bay Area')
    expect(calls).toEqual(['run:7'])
    expect(ctx.calls.at(-1)).toBe('notify:info:The workflow started for 3 leads.')
  })

  it('given no list (palette, shortcut, toolbar), opens the dialog that finds one by name, asking and running nothing yet', async () => {
    const { page, calls } = builder({ published: 2 })
    const ctx = ctxFor(page)
    await run('workflow.runOnList', ctx)
    expect(calls).toEqual(['chooseRunList'])
    expect(ctx.confirms).toEqual([])
  })
})

describe('workflow run commands', () => {
  const runs = [
    { id: 9, version: 2, status: 'stopped_credits', started_at: '2026-03-01T10:00:00.000Z' },
    { id: 8, version: 2, status: 'done', started_at: '2026-03-01T09:00:00.000Z' },
  ]

  it('resume only a run stopped for credits, after a question whose safe answer spends nothing', async () => {
    const { page, calls } = builder({ published: 2, runs })
    const command = appRegistry.get('workflow.resumeRun')!
    expect(command.argChoices!(ctxFor(page)).map((c) => c.value)).toEqual([9])
    const no = ctxFor(page)
    no.answers.push(false)
    await run('workflow.resumeRun', no, 9)
    expect(no.confirms.map((c) => [c.title, c.confirmLabel, c.tone])).toEqual([['Resume run 9?', 'Resume run', 'spend']])
    expect(calls).toEqual([])
    const yes = ctxFor(page)
    await run('workflow.resumeRun', yes, 9)
    expect(calls).toEqual(['resume:9'])
    expect(yes.calls.at(-1)).toBe('notify:info:The run goes on with its pending leads.')
    const none = builder({ published: 2, runs: [runs[1]] })
    expect(availability(command, ctxFor(none.page))).toEqual({ available: false, reason: 'workflows.reason.noStoppedRuns' })
  })

  it('load more runs or more of the log only while pages are left', async () => {
    const done = builder({ runs })
    expect(availability(appRegistry.get('workflow.loadMoreRuns')!, ctxFor(done.page))).toEqual({ available: false, reason: 'workflows.reason.allRuns' })
    expect(availability(appRegistry.get('workflow.loadMoreLog')!, ctxFor(done.page))).toEqual({ available: false, reason: 'workflows.reason.wholeLog' })
    const more = builder({ runs, moreRuns: true, moreLog: true })
    await run('workflow.loadMoreRuns', ctxFor(more.page))
    await run('workflow.loadMoreLog', ctxFor(more.page))
    expect(more.calls).toEqual(['moreRuns', 'moreLog'])
  })
})

describe('workflows dashboard commands', () => {
  it('create from scratch or a template, and delete after a question', async () => {
    const calls: string[] = []
    const dashboard: WorkflowsSlot = {
      workflows: [{ id: 4, name: 'Outreach' }],
      templates: [{ key: 'enrich-and-deliver', name: 'Enrich and deliver' }],
      create: async (key) => void calls.push(`create:${key}`),
      remove: async (id) => void calls.push(`remove:${id}`),
    }
    const ctx = withSlots(commandContext({ modules: ['leads'] }), [workflowsSlot, dashboard])
    await executeCommand(appRegistry, 'workflows.create', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'workflows.createFromTemplate', 'enrich-and-deliver', 'palette', ctx)
    await executeCommand(appRegistry, 'workflows.delete', 4, 'palette', ctx)
    expect(ctx.confirms.map((c) => c.title)).toEqual(['Delete this workflow?'])
    expect(calls).toEqual(['create:null', 'create:enrich-and-deliver', 'remove:4'])
    expect(availability(appRegistry.get('workflows.create')!, commandContext({ modules: [] }))).toEqual({ available: false, reason: 'commands.reason.module.leads' })
  })
})
