import { enums, integer, object, optional } from 'superstruct'
import { adminUserSorts } from '../src/shared/admin-users/schemas'
import type { AdminUserSort, AdminUsersScope } from '../src/shared/admin-users/selection'
import { adminUserActionsSlot, adminUsersSelectionSlot, type AdminUserActions, type AdminUsersSelectionSlot } from './admin-users'
import { defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'

const group = 'admin'
const scope = 'route:admin.users'

/** On the users table, with its actions loaded and rows selected (by hand or "all matching"). */
function withSelection(ctx: CommandContext): true | string {
  if (!ctx.modules.includes('admin')) return 'commands.reason.module.admin'
  const table = ctx.get(adminUsersSelectionSlot)
  if (!table || !ctx.get(adminUserActionsSlot)) return 'adminUsers.reason.loading'
  return table.scope && table.count > 0 ? true : 'adminUsers.reason.noSelection'
}

type Bulk = { table: AdminUsersSelectionSlot & { scope: AdminUsersScope }; act: AdminUserActions }
const bulkOf = (ctx: CommandContext): Bulk => ({ table: ctx.get(adminUsersSelectionSlot)! as Bulk['table'], act: ctx.get(adminUserActionsSlot)! })

/** Runs a bulk action once the admin confirmed its count, then says how many users it changed. */
async function confirmAndRun(ctx: CommandContext, question: { title: string; confirmLabel: string; tone: 'spend' | 'danger' }, action: Parameters<AdminUserActions['bulk']>[1]) {
  const { table, act } = bulkOf(ctx)
  const yes = await ctx.confirm({ ...question, message: ctx.t('adminUsers.bulk.message', { count: table.count }) })
  if (!yes) return
  const affected = await act.bulk(table.scope, action)
  table.clear()
  ctx.notify(ctx.t('adminUsers.done.bulk', { count: affected }))
}

export const bulkGrantCredits = defineCommand({
  id: 'admin.users.grantCredits',
  title: 'adminUsers.commands.bulkGrantCredits',
  group,
  scope,
  keywords: ['credits', 'grant', 'selected', 'bulk', 'users'],
  when: withSelection,
  detail: (ctx) => ctx.t('adminUsers.bulk.selected', { count: ctx.get(adminUsersSelectionSlot)?.count ?? 0 }),
  run: async (ctx) => {
    const { table, act } = bulkOf(ctx)
    const amount = await act.askAmount(ctx.t('adminUsers.credits.askMany', { count: table.count }))
    if (amount === null) return
    const credits = amount.toLocaleString(ctx.locale)
    await confirmAndRun(ctx, { title: ctx.t('adminUsers.bulk.grantTitle', { count: table.count, amount: credits }), confirmLabel: ctx.t('adminUsers.credits.yes'), tone: 'spend' }, { action: 'grant_credits', amount })
  },
})

export const bulkChangePlan = defineCommand<number | undefined>({
  id: 'admin.users.changePlan',
  title: 'adminUsers.commands.bulkChangePlan',
  group,
  scope,
  keywords: ['plan', 'change', 'selected', 'bulk', 'users'],
  when: withSelection,
  args: optional(integer()),
  argChoices: (ctx) => (ctx.get(adminUserActionsSlot)?.plans ?? []).map((plan) => ({ value: plan.id, title: 'adminUsers.commands.planChoice', titleParams: { name: plan.name } })),
  argsLoading: (ctx) => ctx.get(adminUserActionsSlot)?.plans == null,
  run: async (ctx, planId) => {
    // Its button names no plan: the palette asks which.
    if (planId === undefined) return ctx.openPalette({ commandId: 'admin.users.changePlan' })
    const { table, act } = bulkOf(ctx)
    const plan = act.plans?.find((p) => p.id === planId)
    await confirmAndRun(ctx, { title: ctx.t('adminUsers.bulk.planTitle', { count: table.count, plan: plan?.name ?? planId }), confirmLabel: ctx.t('adminUsers.bulk.planYes'), tone: 'danger' }, { action: 'change_plan', plan_id: planId })
  },
})

export const bulkDisable = defineCommand({
  id: 'admin.users.disable',
  title: 'adminUsers.commands.bulkDisable',
  group,
  scope,
  keywords: ['disable', 'block', 'selected', 'bulk', 'users'],
  when: withSelection,
  run: async (ctx) => {
    const { table } = bulkOf(ctx)
    await confirmAndRun(ctx, { title: ctx.t('adminUsers.bulk.disableTitle', { count: table.count }), confirmLabel: ctx.t('adminUsers.bulk.disableYes'), tone: 'danger' }, { action: 'disable' })
  },
})

/** "Select all N matching": every user the search and filters match, loaded or not. */
export const selectMatchingUsers = defineCommand({
  id: 'admin.users.selectMatching',
  title: 'adminUsers.commands.selectMatching',
  group,
  scope,
  keywords: ['select', 'all', 'matching', 'users'],
  when: (ctx) => ((ctx.get(adminUsersSelectionSlot)?.total ?? 0) > 0 ? true : 'adminUsers.reason.noUsers'),
  detail: (ctx) => ctx.t('adminUsers.bulk.matching', { count: ctx.get(adminUsersSelectionSlot)?.total ?? 0 }),
  run: (ctx) => ctx.get(adminUsersSelectionSlot)!.selectMatching(),
})

export const clearUsersSelection = defineCommand({
  id: 'admin.users.clearSelection',
  title: 'adminUsers.commands.clearSelection',
  group,
  scope,
  keywords: ['clear', 'selection', 'deselect', 'none'],
  when: (ctx) => ((ctx.get(adminUsersSelectionSlot)?.count ?? 0) > 0 ? true : 'adminUsers.reason.noSelection'),
  run: (ctx) => ctx.get(adminUsersSelectionSlot)!.clear(),
})

const sortChoices = adminUserSorts.flatMap((field) => (['asc', 'desc'] as const).map((dir) => ({ field, dir })))

/** Sorts the table by a column, as clicking its header does; the palette asks which column and order. */
export const sortUsers = defineCommand<{ field: AdminUserSort; dir: 'asc' | 'desc' }>({
  id: 'admin.users.sort',
  title: 'adminUsers.commands.sort',
  group,
  scope,
  keywords: ['sort', 'order', 'by', 'column'],
  when: (ctx) => (ctx.get(adminUsersSelectionSlot) ? true : 'adminUsers.reason.loading'),
  args: object({ field: enums(adminUserSorts), dir: enums(['asc', 'desc'] as const) }),
  argChoices: () => sortChoices.map((value) => ({ value, title: `adminUsers.sort.${value.dir}`, titleParams: { column: `@adminUsers.columns.${value.field}` } })),
  run: (ctx, { field, dir }) => ctx.get(adminUsersSelectionSlot)!.setSort(field, dir),
})

export const adminUsersBulkCommands: AnyCommand[] = [selectMatchingUsers, clearUsersSelection, bulkGrantCredits, bulkChangePlan, bulkDisable, sortUsers]
