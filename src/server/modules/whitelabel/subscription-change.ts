import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { wlSubscriptionEvents, wlSubscriptions } from '../../db/schema'
import { nextStatus, type SubscriptionAction } from '../../../shared/whitelabel/subscriptions'

export type SubscriptionRow = typeof wlSubscriptions.$inferSelect
type Changes = Partial<Pick<SubscriptionRow, 'endsAt' | 'trialEndsAt' | 'canceledAt' | 'packageId' | 'packageName' | 'feeCents' | 'provider' | 'managedManually'>>

export type ChangeOptions = {
  /** The person who made the change, or null (a provider's event, a scheduled expiry). */
  actorUserId: number | null
  /** `user`, `bulk:<job id>`, `stripe:<event id>`, `paykickstart:<transaction>`, `inbound`, `schedule`. */
  source: string
  /** Columns that change with it (the new expiry, the package). */
  set?: Changes
  /** What the history shows beyond the status (old and new values, an amount). */
  details?: Record<string, unknown>
}

export type ChangeResult = { applied: true; row: SubscriptionRow; eventId: number } | { applied: false; reason: 'not_allowed' | 'changed_meanwhile' }

/**
 * The one way a subscription changes: the action must apply to its status (the shared transition table), the row is
 * updated only if its status is still the one read (a concurrent change makes this one report `changed_meanwhile`
 * instead of overwriting it), and a usage-history row is written with it. Call it inside the transaction that does
 * the rest of the work (a provider call's record, a bulk job's row result), so history and row never disagree.
 */
export async function changeSubscription(
  tx: Database,
  row: SubscriptionRow,
  action: Exclude<SubscriptionAction, 'create'>,
  options: ChangeOptions,
): Promise<ChangeResult> {
  const to = nextStatus(row.status, action)
  if (to === null) return { applied: false, reason: 'not_allowed' }
  const [updated] = await tx
    .update(wlSubscriptions)
    .set({ ...options.set, status: to, updatedAt: new Date() })
    .where(and(eq(wlSubscriptions.id, row.id), eq(wlSubscriptions.status, row.status)))
    .returning()
  if (!updated) return { applied: false, reason: 'changed_meanwhile' }
  const [event] = await tx
    .insert(wlSubscriptionEvents)
    .values({
      accountId: row.accountId,
      subscriptionId: row.id,
      action,
      fromStatus: row.status,
      toStatus: to,
      details: options.details ?? {},
      actorUserId: options.actorUserId,
      source: options.source,
    })
    .returning({ id: wlSubscriptionEvents.id })
  return { applied: true, row: updated, eventId: event.id }
}

/** Writes the history row of a new subscription (its `create` event), in the transaction that inserted it. */
export async function recordSubscriptionCreated(tx: Database, row: SubscriptionRow, options: Omit<ChangeOptions, 'set'>): Promise<number> {
  const [event] = await tx
    .insert(wlSubscriptionEvents)
    .values({
      accountId: row.accountId,
      subscriptionId: row.id,
      action: 'create',
      fromStatus: null,
      toStatus: row.status,
      details: options.details ?? {},
      actorUserId: options.actorUserId,
      source: options.source,
    })
    .returning({ id: wlSubscriptionEvents.id })
  return event.id
}
