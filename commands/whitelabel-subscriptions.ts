import { integer, object, optional, string } from 'superstruct'
import type { SubscriptionFilter, SubscriptionSort } from '../src/shared/whitelabel/subscription-schemas'
import { nextStatus, type SubscriptionAction, type SubscriptionStatus } from '../src/shared/whitelabel/subscriptions'
import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'
import { resellerOnly } from './whitelabel-packages'

/** A subscription a command acts on, named for its questions ("Refund Ada Lovelace?"). */
export type SubscriptionRef = { id: number; name: string; status: SubscriptionStatus }
export type SubscriptionScope = { ids: number[] } | { filter: SubscriptionFilter }
export type SubscriptionRowAction = 'cancel' | 'undo-cancel' | 'refund' | 'restore' | 'pause' | 'resume'
export type SubscriptionBulkAction = 'cancel' | 'change_package' | 'extend' | 'pause' | 'resume' | 'resend_welcome'
export type BulkValues = { days?: number; package_id?: number }

/**
 * What the subscriptions screens do for the commands: each calls the API and refreshes what shows subscriptions.
 * `dryRun` counts the rows a bulk action applies to; `startBulk` makes the job (the page shows its progress).
 */
export type WlSubscriptionActions = {
  run(id: number, action: SubscriptionRowAction): Promise<void>
  dryRun(scope: SubscriptionScope, action: SubscriptionBulkAction, values: BulkValues): Promise<{ matched: number; applicable: number; skipped: number }>
  startBulk(scope: SubscriptionScope, action: SubscriptionBulkAction, values: BulkValues): Promise<{ repeated: boolean }>
  exportCsv(scope: SubscriptionScope): Promise<void>
  /** The rows of the last bulk job that were not changed, as a CSV download (null: no job on screen). */
  downloadErrors: (() => Promise<void>) | null
  /** The reseller's packages a subscription can move to (null while they load). */
  packages: readonly { id: number; name: string }[] | null
}
export const wlSubscriptionActionsSlot = defineSlot<WlSubscriptionActions>('wlSubscriptionActions')

/** The subscription on screen: the focused row of the table, or the one of the edit page. */
export const wlSubscriptionTargetSlot = defineSlot<{ subscription: SubscriptionRef | null }>('wlSubscriptionTarget', ['subscription'])

/** The table's selection: rows picked by hand or every subscription its filter matches. */
export type WlSubscriptionsSelection = {
  scope: SubscriptionScope | null
  count: number
  total: number
  sort: { field: SubscriptionSort; dir: 'asc' | 'desc' }
  setSort(field: SubscriptionSort, dir: 'asc' | 'desc'): void
  selectMatching(): void
  clear(): void
}
export const wlSubscriptionsSelectionSlot = defineSlot<WlSubscriptionsSelection>('wlSubscriptionsSelection')

/** The add-an-account and edit forms: saving them as they stand. */
export const wlSubscriptionFormSlot = defineSlot<{ save: PageHandler }>('wlSubscriptionForm')

/** The usage-history page's next page, while there is one. */
export const usageHistoryMoreSlot = defineSlot<{ more: PageHandler | undefined }>('wlUsageHistoryMore')

export const subscriptionsPath = '/whitelabel/subscriptions'
export const subscriptionEditPath = (id: number) => `${subscriptionsPath}/${id}/edit`
export const usageHistoryPath = (id?: number) => `${subscriptionsPath}/usage-history${id ? `?subscription=${id}` : ''}`

const group = 'whitelabel'
const rowArgs = optional(object({ id: integer(), name: string() }))

/** The history action each row action records, for its status rule (shared with the server: nextStatus). */
const historyAction: Record<SubscriptionRowAction, Exclude<SubscriptionAction, 'create'>> = {
  cancel: 'cancel',
  'undo-cancel': 'undo_cancel',
  refund: 'refund',
  restore: 'restore',
  pause: 'pause',
  resume: 'resume',
}
const camel: Record<SubscriptionRowAction, string> = { cancel: 'cancel', 'undo-cancel': 'undoCancel', refund: 'refund', restore: 'restore', pause: 'pause', resume: 'resume' }

/** Whether the row action applies to a subscription in `status` (the server answers 409 otherwise). */
export const rowActionFits = (action: SubscriptionRowAction, status: SubscriptionStatus) => nextStatus(status, historyAction[action]) !== null

type RowSpec = {
  id: string
  keywords: string[]
  fits?(status: SubscriptionStatus): boolean
  run(ctx: CommandContext, sub: SubscriptionRef, act: WlSubscriptionActions | undefined): void | Promise<void>
  needsActions?: boolean
}

/** A command on the subscription on screen, which the palette offers as its one choice. */
function rowCommand(spec: RowSpec) {
  return defineCommand<{ id: number; name: string } | undefined>({
    id: spec.id,
    title: `wlSubs.commands.${spec.id.split('.').pop()}`,
    group,
    scope: 'subscription',
    keywords: ['subscription', ...spec.keywords],
    when: (ctx) => {
      const base = resellerOnly(ctx)
      if (base !== true) return base
      const sub = ctx.get(wlSubscriptionTargetSlot)?.subscription
      if (!sub) return 'wlSubs.reason.noSubscription'
      if (spec.needsActions !== false && !ctx.get(wlSubscriptionActionsSlot)) return 'wlSubs.reason.loading'
      return !spec.fits || spec.fits(sub.status) ? true : 'wlSubs.reason.status'
    },
    args: rowArgs,
    argChoices: (ctx) => {
      const sub = ctx.get(wlSubscriptionTargetSlot)?.subscription
      return sub ? [{ value: { id: sub.id, name: sub.name }, title: 'wlSubs.commands.subscriptionOf', titleParams: { name: sub.name } }] : []
    },
    run: async (ctx) => {
      const sub = ctx.get(wlSubscriptionTargetSlot)?.subscription
      if (!sub) throw new Error(ctx.t('wlSubs.reason.noSubscription'))
      await spec.run(ctx, sub, ctx.get(wlSubscriptionActionsSlot))
    },
  })
}

/**
 * A status change of one subscription; where money or access is at stake (`ask`) the reseller confirms first, with
 * the safe button as the default.
 */
function statusCommand(action: SubscriptionRowAction, keywords: string[], ask?: { tone: 'spend' | 'danger' }) {
  const key = camel[action]
  return rowCommand({
    id: `whitelabel.subscription.${key}`,
    keywords,
    fits: (status) => rowActionFits(action, status),
    run: async (ctx, sub, act) => {
      if (ask) {
        const yes = await ctx.confirm({
          title: ctx.t(`wlSubs.ask.${key}.title`, { name: sub.name }),
          message: ctx.t(`wlSubs.ask.${key}.message`),
          confirmLabel: ctx.t(`wlSubs.ask.${key}.yes`),
          cancelLabel: ctx.t('wlSubs.ask.keep'),
          tone: ask.tone,
        })
        if (!yes) return
      }
      await act!.run(sub.id, action)
      ctx.notify(ctx.t(`wlSubs.done.${key}`, { name: sub.name }))
    },
  })
}

export const cancelSubscription = statusCommand('cancel', ['cancel', 'end', 'stop'], { tone: 'danger' })
export const undoCancelSubscription = statusCommand('undo-cancel', ['undo', 'keep', 'reactivate'])
export const refundSubscription = statusCommand('refund', ['refund', 'money', 'charge', 'cancel now'], { tone: 'spend' })
export const restoreSubscription = statusCommand('restore', ['restore', 'manual', 'reactivate'], { tone: 'danger' })
export const pauseSubscription = statusCommand('pause', ['pause', 'suspend', 'lock'], { tone: 'danger' })
export const resumeSubscription = statusCommand('resume', ['resume', 'unpause', 'unlock'])

export const editSubscription = rowCommand({
  id: 'whitelabel.subscription.edit',
  keywords: ['edit', 'open', 'expiry', 'package'],
  needsActions: false,
  run: (ctx, sub) => ctx.navigate(subscriptionEditPath(sub.id)),
})

export const subscriptionHistory = rowCommand({
  id: 'whitelabel.subscription.history',
  keywords: ['history', 'usage', 'changes', 'log'],
  needsActions: false,
  run: (ctx, sub) => ctx.navigate(usageHistoryPath(sub.id)),
})

export const addAccount = defineCommand({
  id: 'whitelabel.subscription.create',
  title: 'wlSubs.commands.create',
  group,
  scope: 'global',
  keywords: ['add', 'account', 'customer', 'new', 'subscription'],
  when: resellerOnly,
  opens: () => `${subscriptionsPath}/create`,
  run: (ctx) => ctx.navigate(`${subscriptionsPath}/create`),
})

export const saveSubscription = pageAction({
  id: 'whitelabel.subscription.save',
  title: 'wlSubs.commands.save',
  group,
  scope: 'global',
  keywords: ['save', 'submit', 'subscription', 'account'],
  slot: wlSubscriptionFormSlot,
  handler: (page) => page.save,
  reason: 'wlSubs.reason.noForm',
  base: resellerOnly,
})

export const moreUsageHistory = pageAction({
  id: 'whitelabel.usageHistory.more',
  title: 'wlSubs.commands.moreHistory',
  group,
  scope: 'route:whitelabel.usageHistory',
  keywords: ['more', 'older', 'history', 'next'],
  slot: usageHistoryMoreSlot,
  handler: (page) => page.more,
  reason: 'wlSubs.reason.noMoreHistory',
  base: resellerOnly,
})

/** The order a subscription's actions are offered in: the edit page's buttons. */
export const subscriptionActionOrder = [cancelSubscription, undoCancelSubscription, pauseSubscription, resumeSubscription, restoreSubscription, refundSubscription, subscriptionHistory]

export const wlSubscriptionCommands: AnyCommand[] = [addAccount, saveSubscription, moreUsageHistory, editSubscription, subscriptionHistory, ...subscriptionActionOrder.slice(0, 6)]
