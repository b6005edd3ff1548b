import { enums, integer, string } from 'superstruct'
import type { SnapshotFrom } from 'xstate'
import { workflowPublishTags, type workflowPublishMachine } from '../machines/workflow-publish.machine'
import { canConnect, topologicalOrder, workflowNodeTypes, type WorkflowGraph, type WorkflowNodeType, type WorkflowProblem } from '../src/shared/automation/workflow-nodes'
import { wordMessage } from '../src/shared/message-wording'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import { confirmDelete, leads, workflowDashboardCommands } from './workflow-dashboard'
import type { CommandContext } from './types'

export type WorkflowElementRef = { kind: 'node' | 'edge'; id: string }
/** Step kinds a user adds (the trigger comes with every workflow, once). */
type AddableNodeType = Exclude<WorkflowNodeType, 'trigger'>
export const addableNodeTypes = workflowNodeTypes.filter((t): t is AddableNodeType => t !== 'trigger')
const directions = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] } as const
/** Pixels a step moves per arrow key. */
export const MOVE_STEP_PX = 20

/** What the builder (src/client/features/automation/workflow-page.tsx) provides to the commands while it is open. */
export type WorkflowBuilderSlot = {
  name: string
  /** null while the workflow loads. */
  graph: WorkflowGraph | null
  selected: WorkflowElementRef | null
  /** The publish machine as it stands: whether PUBLISH is taken now, and its `busy` and `stale` tags. */
  publish: Pick<SnapshotFrom<typeof workflowPublishMachine>, 'can' | 'hasTag'>
  publishedVersion: number | null
  /** The lists the builder has read (found in its list search, the related one), to name the one a run goes on. */
  lists: readonly { id: number; name: string }[]
  /** Opens the dialog that finds the list to run on (by name, on the server). */
  chooseRunList(): void
  /** The runs read so far, newest first. */
  runs: readonly { id: number; version: number; status: string; started_at: string | null }[]
  /** Whether older runs, or more of the shown run's log, are left to read. */
  moreRuns: boolean
  moreLog: boolean
  loadMoreRuns(): void
  loadMoreLog(): void
  /** Goes on with a run stopped for want of credits (POST .../runs/{runId}/resume). */
  resumeRun(runId: number): Promise<unknown>
  addNodeAfter(after: string, type: WorkflowNodeType): void
  connect(source: string, target: string): void
  remove(element: WorkflowElementRef): void
  move(id: string, dx: number, dy: number): void
  /** Moves the keyboard focus into the focused step's settings form (Tab from a step passes the steps after it). */
  editSettings(): void
  autoLayout(): void
  /** Sends PUBLISH: the machine checks the graph at once, so the answer says whether it asks or refuses (and why). */
  startPublish(): { asking: boolean; problems: WorkflowProblem[] }
  answerPublish(confirmed: boolean): void
  run(campaignId: number): Promise<{ leads: { total: number } }>
  showLog(runId: number): void
  reload(): Promise<void>
  deleteWorkflow(): Promise<void>
}
export const workflowBuilderSlot = defineSlot<WorkflowBuilderSlot>('workflowBuilder')


const group = 'workflows'
const onBuilder = 'route:leadSearch.workflow'
const builder = (ctx: CommandContext) => ctx.get(workflowBuilderSlot)!

/**
 * Each node's number in the order a lead goes through them: the steps reached from the trigger first (in an order
 * where every connection goes forward), then the unconnected ones, so connecting or cutting one step renumbers few.
 */
export function stepNumbers(graph: WorkflowGraph): Map<string, number> {
  const order = topologicalOrder(graph) ?? graph.nodes.map((n) => n.id)
  const reached = new Set(graph.nodes.filter((n) => n.type === 'trigger').map((n) => n.id))
  for (const id of order) if (graph.edges.some((e) => e.target === id && reached.has(e.source))) reached.add(id)
  const ranked = [...order.filter((id) => reached.has(id)), ...order.filter((id) => !reached.has(id))]
  return new Map(ranked.map((id, i) => [id, i + 1]))
}
/** "Step 2: Enrichment" as a command title's params (`@` marks a catalogue key). */
export function stepParams(graph: WorkflowGraph, id: string): { n: number; kind: string } {
  const node = graph.nodes.find((n) => n.id === id)
  return { n: stepNumbers(graph).get(id) ?? 0, kind: `@workflows.kinds.${node?.type ?? 'trigger'}` }
}

/** On the builder once the workflow has loaded, and not stale (changed elsewhere, to reload first). */
function editable(ctx: CommandContext): true | string {
  const base = leads(ctx)
  if (base !== true) return base
  const page = ctx.get(workflowBuilderSlot)
  if (!page) return 'workflows.reason.openBuilder'
  if (!page.graph) return 'workflows.reason.loading'
  if (page.publish.hasTag(workflowPublishTags.stale)) return 'workflows.reason.stale'
  return true
}
const selectedNode = (ctx: CommandContext) => {
  const page = ctx.get(workflowBuilderSlot)
  return page?.selected?.kind === 'node' ? page.graph?.nodes.find((n) => n.id === page.selected!.id) ?? null : null
}
const when = (...rules: ((ctx: CommandContext) => true | string)[]) => (ctx: CommandContext) => {
  for (const rule of [editable, ...rules]) {
    const answer = rule(ctx)
    if (answer !== true) return answer
  }
  return true
}
const nodeFocused = (ctx: CommandContext) => (selectedNode(ctx) ? true : 'workflows.reason.focusNode')

export const addStep = defineCommand<AddableNodeType>({
  id: 'workflow.addStep', title: 'workflows.commands.addStep', group, scope: onBuilder, shortcut: 'w a',
  keywords: ['add', 'node', 'step', 'new', 'after', 'insert'],
  when: when(nodeFocused),
  args: enums(addableNodeTypes),
  argChoices: () => addableNodeTypes.map((type) => ({ value: type, title: `workflows.kinds.${type}` })),
  run: (ctx, type) => builder(ctx).addNodeAfter(selectedNode(ctx)!.id, type),
})

export const connectTo = defineCommand<string>({
  id: 'workflow.connectTo', title: 'workflows.commands.connectTo', group, scope: onBuilder, shortcut: 'w c',
  keywords: ['connect', 'edge', 'link', 'arrow', 'next'],
  when: when(nodeFocused, (ctx) => {
    const page = builder(ctx)
    const from = selectedNode(ctx)!.id
    return page.graph!.nodes.some((n) => canConnect(page.graph!, from, n.id)) ? true : 'workflows.reason.nothingToConnect'
  }),
  args: string(),
  argChoices: (ctx) => {
    const page = ctx.get(workflowBuilderSlot)
    const from = selectedNode(ctx)
    if (!page?.graph || !from) return []
    const graph = page.graph
    return graph.nodes.filter((n) => canConnect(graph, from.id, n.id)).map((n) => ({ value: n.id, title: 'workflows.step', titleParams: stepParams(graph, n.id) }))
  },
  run: (ctx, target) => builder(ctx).connect(selectedNode(ctx)!.id, target),
})

/** The focused step (never the trigger) after a question, or the focused connection at once. */
export const deleteElement = defineCommand({
  id: 'workflow.deleteElement', title: 'workflows.commands.deleteElement', group, scope: onBuilder, shortcut: 'Delete',
  keywords: ['delete', 'remove', 'node', 'step', 'edge', 'connection'],
  when: when((ctx) => {
    const page = builder(ctx)
    if (!page.selected) return 'workflows.reason.focusElement'
    return selectedNode(ctx)?.type === 'trigger' ? 'workflows.reason.triggerStays' : true
  }),
  run: async (ctx) => {
    const page = builder(ctx)
    const element = page.selected!
    if (element.kind === 'node') {
      const params = stepParams(page.graph!, element.id)
      const step = ctx.t('workflows.step', { n: params.n, kind: ctx.t(params.kind.slice(1)) })
      const yes = await ctx.confirm({
        title: ctx.t('workflows.confirm.deleteStepTitle'),
        message: ctx.t('workflows.confirm.deleteStep', { step }),
        confirmLabel: ctx.t('workflows.confirm.deleteStepYes'),
        tone: 'danger',
      })
      if (!yes) return
    }
    page.remove(element)
  },
})

const moveCommand = (direction: keyof typeof directions, shortcut: string) =>
  defineCommand({
    id: `workflow.move.${direction}`, title: `workflows.commands.move.${direction}`, group, scope: onBuilder, shortcut,
    keywords: ['move', 'position', 'nudge', direction],
    when: when(nodeFocused),
    run: (ctx) => {
      const [dx, dy] = directions[direction]
      builder(ctx).move(selectedNode(ctx)!.id, dx * MOVE_STEP_PX, dy * MOVE_STEP_PX)
    },
  })

export const autoLayout = defineCommand({
  id: 'workflow.autoLayout', title: 'workflows.commands.autoLayout', group, scope: onBuilder, shortcut: 'w l',
  keywords: ['layout', 'arrange', 'tidy', 'dagre', 'align'],
  when: when(),
  run: (ctx) => builder(ctx).autoLayout(),
})

export const publishWorkflow = defineCommand({
  id: 'workflow.publish', title: 'workflows.commands.publish', group, scope: onBuilder, shortcut: 'w p',
  keywords: ['publish', 'release', 'version', 'activate', 'deploy'],
  when: when((ctx) => {
    const machine = builder(ctx).publish
    if (machine.hasTag(workflowPublishTags.busy)) return 'workflows.reason.publishing'
    return machine.can({ type: 'PUBLISH' }) ? true : 'commands.reason.unavailable'
  }),
  run: async (ctx) => {
    const page = builder(ctx)
    const { asking, problems } = page.startPublish()
    if (!asking) {
      // "Please connect all nodes before proceeding." first when a node is not connected; else the first problem found.
      const problem = problems.find((p) => p.code === 'automation.workflow_not_connected') ?? problems[0]
      if (problem) ctx.notify(wordMessage({ code: problem.code }, ctx.t, ctx.locale), 'error')
      return
    }
    const yes = await ctx.confirm({
      title: ctx.t('workflows.confirm.publishTitle', { name: page.name }),
      message: ctx.t(page.publishedVersion ? 'workflows.confirm.publishNext' : 'workflows.confirm.publishFirst', { version: (page.publishedVersion ?? 0) + 1 }),
      confirmLabel: ctx.t('workflows.confirm.publishYes'),
      tone: 'spend',
    })
    page.answerPublish(yes)
  },
})

/** Run on a list: the builder's dialog finds the list by name on the server (any of thousands), then runs on it. */
export const runOnList = defineCommand({
  id: 'workflow.runOnList', title: 'workflows.commands.runOnList', group, scope: onBuilder, shortcut: 'w r',
  keywords: ['run', 'start', 'execute', 'list', 'leads'],
  when: when((ctx) => (builder(ctx).publishedVersion ? true : 'workflows.reason.notPublished')),
  run: (ctx) => builder(ctx).chooseRunList(),
})

/** The run on the list the dialog chose: asked first, as it spends. */
export const runOnChosenList = defineCommand<number>({
  id: 'workflow.runOnChosenList', title: 'workflows.commands.runOnList', group, scope: onBuilder, listed: false,
  when: when((ctx) => (builder(ctx).publishedVersion ? true : 'workflows.reason.notPublished')),
  args: integer(),
  run: async (ctx, campaignId) => {
    const page = builder(ctx)
    const list = page.lists.find((l) => l.id === campaignId)
    const yes = await ctx.confirm({
      title: ctx.t('workflows.confirm.runTitle', { name: page.name }),
      message: ctx.t('workflows.confirm.run', { list: list?.name ?? '', version: page.publishedVersion ?? 0 }),
      confirmLabel: ctx.t('workflows.confirm.runYes'),
      tone: 'spend',
    })
    if (!yes) return
    const run = await page.run(campaignId)
    announce(ctx, { code: 'automation.workflow_run_started', params: { count: run.leads.total } })
  },
})

export const showRunLog = defineCommand<number>({
  id: 'workflow.showRunLog', title: 'workflows.commands.showRunLog', group, scope: onBuilder, shortcut: 'w g',
  keywords: ['log', 'run', 'history', 'results', 'nodes'],
  when: when((ctx) => (builder(ctx).runs.length ? true : 'workflows.reason.noRuns')),
  args: integer(),
  argChoices: (ctx) => (ctx.get(workflowBuilderSlot)?.runs ?? []).map((run) => ({ value: run.id, title: 'workflows.commands.runChoice', titleParams: { id: String(run.id), version: String(run.version) } })),
  run: (ctx, runId) => builder(ctx).showLog(runId),
})

export const editSettings = defineCommand({
  id: 'workflow.editSettings', title: 'workflows.commands.editSettings', group, scope: onBuilder, shortcut: 'w e',
  keywords: ['settings', 'edit', 'form', 'prompt', 'webhook', 'step'],
  when: when(nodeFocused),
  run: (ctx) => builder(ctx).editSettings(),
})

export const reloadWorkflow = defineCommand({
  id: 'workflow.reload', title: 'workflows.commands.reload', group, scope: onBuilder,
  keywords: ['reload', 'refresh', 'conflict', 'latest'],
  when: (ctx) => (ctx.get(workflowBuilderSlot)?.publish.hasTag(workflowPublishTags.stale) ? true : 'workflows.reason.notStale'),
  run: (ctx) => builder(ctx).reload(),
})

export const deleteThisWorkflow = defineCommand({
  id: 'workflow.delete', title: 'workflows.commands.delete', group, scope: onBuilder,
  keywords: ['delete', 'remove', 'workflow'],
  when: (ctx) => {
    const base = leads(ctx)
    if (base !== true) return base
    return ctx.get(workflowBuilderSlot)?.graph ? true : 'workflows.reason.loading'
  },
  run: async (ctx) => {
    const page = builder(ctx)
    if (await confirmDelete(ctx, page.name)) await page.deleteWorkflow()
  },
})

/** The step-move commands by arrow key: plain arrows outside fields, as on any canvas. */
const moveCommands = [moveCommand('left', 'ArrowLeft'), moveCommand('right', 'ArrowRight'), moveCommand('up', 'ArrowUp'), moveCommand('down', 'ArrowDown')]

export const workflowCommands: AnyCommand[] = [
  ...workflowDashboardCommands,
  addStep, connectTo, deleteElement, ...moveCommands, autoLayout, publishWorkflow, runOnList, runOnChosenList, showRunLog, editSettings, reloadWorkflow, deleteThisWorkflow,
]
