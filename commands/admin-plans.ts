import { integer } from 'superstruct'
import type { AdminPlan } from '../src/shared/admin-plans/plan-fields'
import { deletionRequest } from './confirm-request'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the plans page provides while it is open: the plans as loaded (null while loading) and their deletion. */
export type AdminPlansSlot = { plans: readonly AdminPlan[] | null; remove(id: number): Promise<void> }
export const adminPlansSlot = defineSlot<AdminPlansSlot>('adminPlans')

/** The new-plan and edit-plan pages: saving the form as it stands. */
export type PlanFormSlot = { save: PageHandler }
export const planFormSlot = defineSlot<PlanFormSlot>('planForm')

export const plansPath = '/admin/plans'
const group = 'admin'
const scope = 'route:admin.plans'

/** Signed in with the admin module (the server checks the role as well). */
export function adminOnly(ctx: CommandContext): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  return ctx.modules.includes('admin') ? true : 'commands.reason.module.admin'
}

function onPlansPage(ctx: CommandContext): true | string {
  const base = adminOnly(ctx)
  if (base !== true) return base
  const slot = ctx.get(adminPlansSlot)
  if (!slot) return 'adminPlans.reason.openPlans'
  if (!slot.plans) return 'adminPlans.reason.loading'
  return slot.plans.length ? true : 'adminPlans.reason.noPlans'
}

const planChoices = (pick: (plan: AdminPlan) => boolean) => (ctx: CommandContext) =>
  (ctx.get(adminPlansSlot)?.plans ?? []).filter(pick).map((p) => ({ value: p.id, title: 'adminPlans.commands.planNamed', titleParams: { name: p.name } }))

export const createPlan = defineCommand({
  id: 'admin.plan.create',
  title: 'adminPlans.commands.create',
  group,
  scope: 'global',
  keywords: ['plan', 'new', 'create', 'price', 'subscription', 'admin'],
  when: adminOnly,
  run: (ctx) => ctx.navigate(`${plansPath}/create`),
})

export const editPlan = defineCommand<number>({
  id: 'admin.plan.edit',
  title: 'adminPlans.commands.edit',
  group,
  scope,
  keywords: ['plan', 'edit', 'change', 'price', 'admin'],
  when: onPlansPage,
  args: integer(),
  argChoices: planChoices(() => true),
  run: (ctx, id) => ctx.navigate(`${plansPath}/${id}/edit`),
})

/** Deletes a plan once the admin confirms; the server refuses one in use or the default (a toast says why). */
export const deletePlan = defineCommand<number>({
  id: 'admin.plan.delete',
  title: 'adminPlans.commands.delete',
  group,
  scope,
  keywords: ['plan', 'delete', 'remove', 'admin'],
  when: onPlansPage,
  args: integer(),
  argChoices: planChoices((p) => !p.is_default),
  run: async (ctx, id) => {
    const plan = ctx.get(adminPlansSlot)?.plans?.find((p) => p.id === id)
    if (!plan) return
    const yes = await ctx.confirm(deletionRequest(ctx.t, ctx.t('adminPlans.list.deleteNamed', { name: plan.name })))
    if (yes) await ctx.get(adminPlansSlot)!.remove(id)
  },
})

export const planHistory = defineCommand({
  id: 'admin.plan.history',
  title: 'adminPlans.commands.history',
  group,
  scope: 'global',
  keywords: ['plan', 'history', 'audit', 'changes', 'admin'],
  when: adminOnly,
  run: (ctx) => ctx.navigate(`${plansPath}/history`),
})

/** Saves the new or edited plan: its button, Enter in the form and the palette alike. */
export const savePlan = pageAction({
  id: 'admin.plan.save',
  title: 'adminPlans.commands.save',
  group,
  scope: 'global',
  keywords: ['plan', 'save', 'create', 'submit'],
  slot: planFormSlot,
  handler: (page) => page.save,
  reason: 'adminPlans.reason.openForm',
  base: adminOnly,
})

export const adminPlansCommands: AnyCommand[] = [createPlan, editPlan, deletePlan, planHistory, savePlan]
