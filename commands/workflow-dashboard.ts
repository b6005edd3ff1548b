import { integer, string } from 'superstruct'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the workflows dashboard provides: its rows and templates, and creating or deleting one. */
export type WorkflowsSlot = {
  workflows: readonly { id: number; name: string }[] | null
  templates: readonly { key: string; name: string }[] | null
  create(template: string | null): Promise<void>
  remove(id: number): Promise<void>
}
export const workflowsSlot = defineSlot<WorkflowsSlot>('workflows')

const group = 'workflows'
const onDashboard = 'route:leadSearch.workflows'

/** Signed in, with the leads module; else the reason key. */
export function leads(ctx: CommandContext): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  return ctx.modules.includes('leads') ? true : 'commands.reason.module.leads'
}

/** Asks before a workflow, its versions and its runs are deleted. */
export function confirmDelete(ctx: CommandContext, name: string) {
  return ctx.confirm({
    title: ctx.t('workflows.confirm.deleteTitle'),
    message: ctx.t('workflows.confirm.delete', { name }),
    confirmLabel: ctx.t('workflows.confirm.deleteYes'),
    tone: 'danger',
  })
}


const dashboard = (ctx: CommandContext) => ctx.get(workflowsSlot)!
function onWorkflows(ctx: CommandContext): true | string {
  const base = leads(ctx)
  if (base !== true) return base
  const page = ctx.get(workflowsSlot)
  if (!page) return 'workflows.reason.openDashboard'
  return page.workflows ? true : 'workflows.reason.loading'
}

export const createWorkflow = defineCommand({
  id: 'workflows.create', title: 'workflows.commands.create', group, scope: onDashboard, shortcut: 'w n',
  keywords: ['new', 'create', 'workflow', 'blank', 'scratch'],
  when: onWorkflows,
  run: (ctx) => dashboard(ctx).create(null),
})

export const createFromTemplate = defineCommand<string>({
  id: 'workflows.createFromTemplate', title: 'workflows.commands.createFromTemplate', group, scope: onDashboard, shortcut: 'w t',
  keywords: ['template', 'prebuilt', 'new', 'create', 'workflow'],
  when: (ctx) => {
    const base = onWorkflows(ctx)
    if (base !== true) return base
    return dashboard(ctx).templates?.length ? true : 'workflows.reason.loading'
  },
  args: string(),
  argsLoading: (ctx) => !ctx.get(workflowsSlot)?.templates,
  argChoices: (ctx) => (ctx.get(workflowsSlot)?.templates ?? []).map((t) => ({ value: t.key, title: 'workflows.commands.templateChoice', titleParams: { name: t.name } })),
  run: (ctx, key) => dashboard(ctx).create(key),
})

export const deleteWorkflow = defineCommand<number>({
  id: 'workflows.delete', title: 'workflows.commands.deleteOne', group, scope: onDashboard,
  keywords: ['delete', 'remove', 'workflow'],
  when: (ctx) => {
    const base = onWorkflows(ctx)
    if (base !== true) return base
    return dashboard(ctx).workflows?.length ? true : 'workflows.reason.noWorkflows'
  },
  args: integer(),
  argChoices: (ctx) => (ctx.get(workflowsSlot)?.workflows ?? []).map((w) => ({ value: w.id, title: 'workflows.commands.workflowChoice', titleParams: { name: w.name } })),
  run: async (ctx, id) => {
    const workflow = dashboard(ctx).workflows?.find((w) => w.id === id)
    if (workflow && (await confirmDelete(ctx, workflow.name))) await dashboard(ctx).remove(id)
  },
})

export const workflowDashboardCommands: AnyCommand[] = [createWorkflow, createFromTemplate, deleteWorkflow]
