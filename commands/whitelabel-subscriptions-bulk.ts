import { enums, integer, object, optional } from 'superstruct'
import { subscriptionSorts, type SubscriptionSort } from '../src/shared/whitelabel/subscription-schemas'
import { defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'
import { resellerOnly } from './whitelabel-packages'
import {
  wlSubscriptionActionsSlot,
  wlSubscriptionsSelectionSlot,
  type BulkValues,
  type SubscriptionBulkAction,
  type SubscriptionScope,
  type WlSubscriptionActions,
  type WlSubscriptionsSelection,
} from './whitelabel-subscriptions'

const group = 'whitelabel'
const scope = 'route:whitelabel.subscriptions'

/** The expiry moves the palette offers for "Extend": a week, a month, a quarter, a year. */
export const extendChoices = [7, 30, 90, 365] as const

/** On the subscriptions table, with its actions loaded and rows selected (by hand or "all matching"). */
function withSelection(ctx: CommandContext): true | string {
  const base = resellerOnly(ctx)
  if (base !== true) return base
  const table = ctx.get(wlSubscriptionsSelectionSlot)
  if (!table || !ctx.get(wlSubscriptionActionsSlot)) return 'wlSubs.reason.loading'
  return table.scope && table.count > 0 ? true : 'wlSubs.reason.noSelection'
}

type Bulk = { table: WlSubscriptionsSelection & { scope: SubscriptionScope }; act: WlSubscriptionActions }
const bulkOf = (ctx: CommandContext): Bulk => ({ table: ctx.get(wlSubscriptionsSelectionSlot)! as Bulk['table'], act: ctx.get(wlSubscriptionActionsSlot)! })

/**
 * The dry run first: the question says how many of the chosen rows the action applies to and how many it skips (their
 * status does not allow it), with the safe button as the default; only then is the job made, and the page shows its
 * progress, its per-row outcome and the CSV of the rows not changed.
 */
async function countAskAndStart(ctx: CommandContext, action: SubscriptionBulkAction, values: BulkValues, words: Record<string, unknown> = {}) {
  const { table, act } = bulkOf(ctx)
  const counted = await act.dryRun(table.scope, action, values)
  const key = `wlSubs.bulk.ask.${action}`
  const yes = await ctx.confirm({
    title: ctx.t(key, { count: counted.applicable, ...words }),
    message: ctx.t('wlSubs.bulk.counts', { matched: counted.matched, applicable: counted.applicable, skipped: counted.skipped }),
    confirmLabel: ctx.t(`wlSubs.bulk.yes.${action}`, { count: counted.applicable }),
    cancelLabel: ctx.t('wlSubs.ask.keep'),
    tone: action === 'cancel' || action === 'pause' || action === 'change_package' ? 'danger' : 'spend',
  })
  if (!yes) return
  const started = await act.startBulk(table.scope, action, values)
  table.clear()
  ctx.notify(ctx.t(started.repeated ? 'wlSubs.bulk.repeated' : 'wlSubs.bulk.started', { count: counted.matched }))
}

function simpleBulk(action: Exclude<SubscriptionBulkAction, 'extend' | 'change_package'>, id: string, keywords: string[], shortcut?: string) {
  return defineCommand({
    id: `whitelabel.subscriptions.${id}`,
    title: `wlSubs.commands.bulk_${action}`,
    group,
    scope,
    ...(shortcut ? { shortcut } : {}),
    keywords: ['selected', 'bulk', 'subscriptions', ...keywords],
    when: withSelection,
    detail: (ctx) => ctx.t('wlSubs.bulk.selected', { count: ctx.get(wlSubscriptionsSelectionSlot)?.count ?? 0 }),
    run: (ctx) => countAskAndStart(ctx, action, {}),
  })
}

export const bulkCancel = simpleBulk('cancel', 'cancel', ['cancel', 'end'], 'b c')
export const bulkPause = simpleBulk('pause', 'pause', ['pause', 'suspend'])
export const bulkResume = simpleBulk('resume', 'resume', ['resume', 'unpause'])
export const bulkResendWelcome = simpleBulk('resend_welcome', 'resendWelcome', ['welcome', 'email', 'resend'])

/** Moves the chosen subscriptions' expiry by some days; its button names none, so the palette asks how many. */
export const bulkExtend = defineCommand<number | undefined>({
  id: 'whitelabel.subscriptions.extend',
  title: 'wlSubs.commands.bulk_extend',
  group,
  scope,
  shortcut: 'b e',
  keywords: ['extend', 'expiry', 'renew', 'days', 'selected', 'bulk', 'subscriptions'],
  when: withSelection,
  detail: (ctx) => ctx.t('wlSubs.bulk.selected', { count: ctx.get(wlSubscriptionsSelectionSlot)?.count ?? 0 }),
  args: optional(integer()),
  argChoices: () => extendChoices.map((days) => ({ value: days, title: 'wlSubs.commands.extendBy', titleParams: { count: days } })),
  run: async (ctx, days) => {
    if (days === undefined) return ctx.openPalette({ commandId: 'whitelabel.subscriptions.extend' })
    await countAskAndStart(ctx, 'extend', { days }, { days })
  },
})

export const bulkChangePackage = defineCommand<number | undefined>({
  id: 'whitelabel.subscriptions.changePackage',
  title: 'wlSubs.commands.bulk_change_package',
  group,
  scope,
  shortcut: 'b p',
  keywords: ['package', 'change', 'plan', 'move', 'selected', 'bulk', 'subscriptions'],
  when: withSelection,
  args: optional(integer()),
  argChoices: (ctx) => (ctx.get(wlSubscriptionActionsSlot)?.packages ?? []).map((p) => ({ value: p.id, title: 'wlSubs.commands.packageChoice', titleParams: { name: p.name } })),
  argsLoading: (ctx) => ctx.get(wlSubscriptionActionsSlot)?.packages == null,
  run: async (ctx, packageId) => {
    if (packageId === undefined) return ctx.openPalette({ commandId: 'whitelabel.subscriptions.changePackage' })
    const name = ctx.get(wlSubscriptionActionsSlot)?.packages?.find((p) => p.id === packageId)?.name ?? String(packageId)
    await countAskAndStart(ctx, 'change_package', { package_id: packageId }, { package: name })
  },
})

/** A CSV of the chosen rows: nothing changes, so nothing is asked. */
export const bulkExport = defineCommand({
  id: 'whitelabel.subscriptions.export',
  title: 'wlSubs.commands.bulk_export',
  group,
  scope,
  keywords: ['export', 'csv', 'download', 'selected', 'subscriptions'],
  when: withSelection,
  run: async (ctx) => {
    const { table, act } = bulkOf(ctx)
    await act.exportCsv(table.scope)
  },
})

export const downloadBulkErrors = defineCommand({
  id: 'whitelabel.subscriptions.bulkErrors',
  title: 'wlSubs.commands.bulkErrors',
  group,
  scope,
  keywords: ['errors', 'skipped', 'failed', 'csv', 'bulk'],
  when: (ctx) => (ctx.get(wlSubscriptionActionsSlot)?.downloadErrors ? true : 'wlSubs.reason.noJob'),
  run: async (ctx) => {
    await ctx.get(wlSubscriptionActionsSlot)!.downloadErrors!()
  },
})

/** "Select all N matching": every subscription the search and filters match, loaded or not. */
export const selectMatchingSubscriptions = defineCommand({
  id: 'whitelabel.subscriptions.selectMatching',
  title: 'wlSubs.commands.selectMatching',
  group,
  scope,
  shortcut: 'b a',
  keywords: ['select', 'all', 'matching', 'subscriptions'],
  when: (ctx) => ((ctx.get(wlSubscriptionsSelectionSlot)?.total ?? 0) > 0 ? true : 'wlSubs.reason.none'),
  detail: (ctx) => ctx.t('wlSubs.bulk.matching', { count: ctx.get(wlSubscriptionsSelectionSlot)?.total ?? 0 }),
  run: (ctx) => ctx.get(wlSubscriptionsSelectionSlot)!.selectMatching(),
})

export const clearSubscriptionsSelection = defineCommand({
  id: 'whitelabel.subscriptions.clearSelection',
  title: 'wlSubs.commands.clearSelection',
  group,
  scope,
  keywords: ['clear', 'selection', 'deselect', 'none'],
  when: (ctx) => ((ctx.get(wlSubscriptionsSelectionSlot)?.count ?? 0) > 0 ? true : 'wlSubs.reason.noSelection'),
  run: (ctx) => ctx.get(wlSubscriptionsSelectionSlot)!.clear(),
})

const sortChoices = subscriptionSorts.flatMap((field) => (['asc', 'desc'] as const).map((dir) => ({ field, dir })))

/** Sorts the table by a column, as clicking its header does. */
export const sortSubscriptions = defineCommand<{ field: SubscriptionSort; dir: 'asc' | 'desc' }>({
  id: 'whitelabel.subscriptions.sort',
  title: 'wlSubs.commands.sort',
  group,
  scope,
  keywords: ['sort', 'order', 'by', 'column'],
  when: (ctx) => (ctx.get(wlSubscriptionsSelectionSlot) ? true : 'wlSubs.reason.loading'),
  args: object({ field: enums(subscriptionSorts), dir: enums(['asc', 'desc'] as const) }),
  argChoices: () => sortChoices.map((value) => ({ value, title: `wlSubs.sort.${value.dir}`, titleParams: { column: `@wlSubs.columns.${value.field}` } })),
  run: (ctx, { field, dir }) => ctx.get(wlSubscriptionsSelectionSlot)!.setSort(field, dir),
})

export const wlSubscriptionsBulkCommands: AnyCommand[] = [
  selectMatchingSubscriptions,
  clearSubscriptionsSelection,
  bulkExtend,
  bulkCancel,
  bulkChangePackage,
  bulkPause,
  bulkResume,
  bulkResendWelcome,
  bulkExport,
  downloadBulkErrors,
  sortSubscriptions,
]
