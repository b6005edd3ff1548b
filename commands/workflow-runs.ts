import { integer } from 'superstruct'
import { announce, defineCommand, type AnyCommand } from './registry'
import { leads } from './workflow-dashboard'
import { workflowBuilderSlot } from './workflows'
import type { CommandContext } from './types'

const group = 'workflows'
const onBuilder = 'route:leadSearch.workflow'
const builder = (ctx: CommandContext) => ctx.get(workflowBuilderSlot)!
const stopped = (ctx: CommandContext) => (ctx.get(workflowBuilderSlot)?.runs ?? []).filter((run) => run.status === 'stopped_credits')

/** On the builder, with the leads module. */
function onPage(ctx: CommandContext): true | string {
  const base = leads(ctx)
  if (base !== true) return base
  return ctx.get(workflowBuilderSlot) ? true : 'workflows.reason.openBuilder'
}

export const loadMoreRuns = defineCommand({
  id: 'workflow.loadMoreRuns', title: 'workflows.commands.loadMoreRuns', group, scope: onBuilder,
  keywords: ['more', 'older', 'runs', 'page', 'history'],
  when: (ctx) => {
    const base = onPage(ctx)
    return base !== true ? base : builder(ctx).moreRuns ? true : 'workflows.reason.allRuns'
  },
  run: (ctx) => builder(ctx).loadMoreRuns(),
})

export const loadMoreLog = defineCommand({
  id: 'workflow.loadMoreLog', title: 'workflows.commands.loadMoreLog', group, scope: onBuilder, shortcut: 'w m',
  keywords: ['more', 'log', 'leads', 'page', 'next'],
  when: (ctx) => {
    const base = onPage(ctx)
    return base !== true ? base : builder(ctx).moreLog ? true : 'workflows.reason.wholeLog'
  },
  run: (ctx) => builder(ctx).loadMoreLog(),
})

/** Resuming spends credits on the leads left pending, so it asks first (the safe answer is not to). */
export const resumeRun = defineCommand<number>({
  id: 'workflow.resumeRun', title: 'workflows.commands.resumeRun', group, scope: onBuilder,
  keywords: ['resume', 'continue', 'credits', 'stopped', 'run'],
  when: (ctx) => {
    const base = onPage(ctx)
    return base !== true ? base : stopped(ctx).length ? true : 'workflows.reason.noStoppedRuns'
  },
  args: integer(),
  argChoices: (ctx) => stopped(ctx).map((run) => ({ value: run.id, title: 'workflows.commands.runChoice', titleParams: { id: String(run.id), version: String(run.version) } })),
  run: async (ctx, runId) => {
    const page = builder(ctx)
    const yes = await ctx.confirm({
      title: ctx.t('workflows.confirm.resumeTitle', { id: runId }),
      message: ctx.t('workflows.confirm.resume', { name: page.name }),
      confirmLabel: ctx.t('workflows.confirm.resumeYes'),
      tone: 'spend',
    })
    if (!yes) return
    await page.resumeRun(runId)
    announce(ctx, { code: 'automation.workflow_run_resumed' })
  },
})

export const workflowRunCommands: AnyCommand[] = [loadMoreRuns, loadMoreLog, resumeRun]
