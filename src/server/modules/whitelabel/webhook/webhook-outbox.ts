import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { defineJobKind } from '../../../jobs/job-kind'
import { wlSubscriptionEvents, wlWebhookSettings } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { eventPayload, eventType, logDelivery, postEvent, type WlWebhookDeps } from './webhook-delivery'

/** One reseller's stream of undelivered events; the queue holds one waiting job per reseller at most. */
export const wlWebhookJob = defineJobKind<{ accountId: number }>({
  name: 'wl-webhook',
  policy: { retryLimit: 3, retryDelayMs: 5_000, concurrency: { pglite: 1, postgres: 2 }, timeoutMs: 5 * 60_000 },
  subject: (data) => `wl-webhook:${data.accountId}`,
})

/** The notification a trigger on wl_subscription_events sends (payload: the reseller's account id) when a reseller with an enabled webhook gets history rows (migration 0035). */
export const WL_WEBHOOK_CHANNEL = 'wl_webhook_events'

/** How long a worker holds a reseller's stream; a worker that died lets it go after this. */
const LEASE_MS = 2 * 60_000
/** After a failure worth retrying, the stream waits this long, so a down endpoint is not hammered. */
export const RETRY_AFTER_MS = 60_000
const BATCH = 100

/**
 * Delivers the reseller's usage-history rows after its cursor, in order, the chosen kinds only. The cursor moves past
 * an event in the same transaction as its delivery-log row, so a restart resends at most the event in flight (with
 * the same `webhook-id`, which receivers dedupe on) and never skips one. A permanent refusal is logged and passed
 * (the reseller can redeliver it); a 410 disables the webhook; a failure worth retrying stops the stream until
 * RETRY_AFTER_MS has passed. Answers how many events were delivered.
 */
export async function deliverPending(deps: WlWebhookDeps, accountId: number): Promise<number> {
  const now = deps.now()
  const [claimed] = await deps.db
    .update(wlWebhookSettings)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(wlWebhookSettings.accountId, accountId), eq(wlWebhookSettings.enabled, true), or(isNull(wlWebhookSettings.leaseUntil), lte(wlWebhookSettings.leaseUntil, now))))
    .returning()
  if (!claimed) return 0
  const secret = deps.secretBox.open(claimed.signingSecretSealed) ?? ''
  const chosen = new Set(claimed.events)
  let cursor = claimed.lastEventId
  let delivered = 0
  let holdUntil: Date | null = null
  try {
    for (;;) {
      await deps.db.update(wlWebhookSettings).set({ leaseUntil: new Date(deps.now().getTime() + LEASE_MS) }).where(eq(wlWebhookSettings.accountId, accountId))
      const events = await deps.db
        .select()
        .from(wlSubscriptionEvents)
        .where(and(eq(wlSubscriptionEvents.accountId, accountId), gt(wlSubscriptionEvents.id, cursor)))
        .orderBy(asc(wlSubscriptionEvents.id))
        .limit(BATCH)
      if (!events.length) return delivered
      for (const event of events) {
        if (!chosen.has(eventType(event))) {
          cursor = event.id
          continue
        }
        const outcome = await postEvent(deps, { url: claimed.url, secret }, event, await eventPayload(deps.db, event))
        const passed = outcome.ok || !outcome.retryable
        await inTransaction(deps.db, async (tx) => {
          await logDelivery(tx, accountId, event, claimed.url, outcome, 'outbox')
          const set = {
            ...(passed ? { lastEventId: event.id } : { lastEventId: cursor }),
            ...(outcome.gone ? { enabled: false, disabledReason: outcome.reason } : {}),
          }
          await tx.update(wlWebhookSettings).set(set).where(eq(wlWebhookSettings.accountId, accountId))
        })
        if (outcome.ok) delivered++
        if (outcome.gone) return delivered
        if (!passed) {
          holdUntil = new Date(deps.now().getTime() + RETRY_AFTER_MS)
          return delivered
        }
        cursor = event.id
        if (deps.jobs.stopping) return delivered
      }
      await deps.db.update(wlWebhookSettings).set({ lastEventId: sql`greatest(${wlWebhookSettings.lastEventId}, ${cursor})` }).where(eq(wlWebhookSettings.accountId, accountId))
    }
  } finally {
    await deps.db
      .update(wlWebhookSettings)
      .set({ leaseUntil: holdUntil, lastEventId: sql`greatest(${wlWebhookSettings.lastEventId}, ${cursor})` })
      .where(eq(wlWebhookSettings.accountId, accountId))
  }
}

/** The resellers whose webhook has events after its cursor and is not held: each gets a delivery job. */
export async function queueDueWebhooks(deps: WlWebhookDeps): Promise<number> {
  const now = deps.now()
  const due = await deps.db
    .select({ accountId: wlWebhookSettings.accountId })
    .from(wlWebhookSettings)
    .where(
      and(
        eq(wlWebhookSettings.enabled, true),
        or(isNull(wlWebhookSettings.leaseUntil), lte(wlWebhookSettings.leaseUntil, now)),
        sql`exists (select 1 from ${wlSubscriptionEvents} where ${wlSubscriptionEvents.accountId} = ${wlWebhookSettings.accountId} and ${wlSubscriptionEvents.id} > ${wlWebhookSettings.lastEventId})`,
      ),
    )
  for (const row of due) await deps.jobs.send(wlWebhookJob, { accountId: row.accountId }, { accountId: row.accountId })
  return due.length
}
