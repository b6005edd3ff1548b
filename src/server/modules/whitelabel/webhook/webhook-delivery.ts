import { createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { users, wlSubscriptionEvents, wlSubscriptions, wlWebhookDeliveries } from '../../../db/schema'
import { guardedFetch, OutboundRefused } from '../../../http/guarded-fetch'

export type WlWebhookDeps = Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'now' | 'jobs'>
type EventRow = typeof wlSubscriptionEvents.$inferSelect

const agentOptions = { keepAlive: true, maxSockets: 4, maxFreeSockets: 4, timeout: 15_000 }
const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) }

/** Refusals a retry cannot change: the URL itself is not allowed. */
const permanentRefusals = new Set(['invalid_url', 'scheme', 'port', 'address', 'redirect_refused', 'too_many_redirects'])

export type DeliveryOutcome = { ok: boolean; status: number | null; gone: boolean; retryable: boolean; reason: string | null }

/** The event as the reseller receives it: the usage-history row and the subscription it is about. */
export async function eventPayload(db: Database, event: EventRow) {
  const [sub] = await db
    .select({ id: wlSubscriptions.id, status: wlSubscriptions.status, packageId: wlSubscriptions.packageId, packageName: wlSubscriptions.packageName, customerAccountId: wlSubscriptions.customerAccountId, email: users.email, endsAt: wlSubscriptions.endsAt })
    .from(wlSubscriptions)
    .leftJoin(users, eq(users.id, wlSubscriptions.customerUserId))
    .where(eq(wlSubscriptions.id, event.subscriptionId))
  return {
    event_id: event.id,
    action: event.action,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    details: event.details,
    source: event.source,
    occurred_at: event.createdAt.toISOString(),
    subscription: sub
      ? { id: sub.id, status: sub.status, package_id: sub.packageId, package_name: sub.packageName, customer_account_id: sub.customerAccountId, customer_email: sub.email, ends_at: sub.endsAt.toISOString() }
      : null,
  }
}

/** The message id: the same for every attempt at one event, so the receiver can drop a repeat. */
export const messageId = (eventId: number) => `wlevt_${eventId}`
export const eventType = (event: Pick<EventRow, 'action'>) => `subscription.${event.action}`

/**
 * Posts one event, signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64
 * HMAC-SHA256 of id.timestamp.body>` with the secret's bytes after `whsec_`), through the guarded client: private,
 * loopback and metadata addresses are refused and every redirect is checked again. 2xx is delivered; 410 means the
 * endpoint is gone; 408, 429, 5xx, timeouts and network errors are worth another attempt.
 */
export async function postEvent(deps: Pick<AppDeps, 'config' | 'now'>, target: { url: string; secret: string }, event: EventRow, data: unknown): Promise<DeliveryOutcome> {
  const now = deps.now()
  const id = messageId(event.id)
  const body = JSON.stringify({ type: eventType(event), timestamp: now.toISOString(), data })
  const seconds = String(Math.floor(now.getTime() / 1000))
  const key = Buffer.from(target.secret.replace(/^whsec_/, ''), 'base64')
  const signature = `v1,${createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64')}`
  const headers = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': signature }
  try {
    const res = await guardedFetch(target.url, { method: 'POST', headers, body, onTooLarge: 'truncate', agents }, { maxBytes: 16 * 1024, ...deps.config.outbound })
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, gone: false, retryable: false, reason: null }
    const snippet = res.text().trim().slice(0, 200)
    return {
      ok: false,
      status: res.status,
      gone: res.status === 410,
      retryable: res.status === 408 || res.status === 429 || res.status >= 500,
      reason: `The endpoint answered ${res.status}${snippet ? `: ${snippet}` : ''}`,
    }
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err
    return { ok: false, status: null, gone: false, retryable: !permanentRefusals.has(err.code), reason: err.message }
  }
}

export async function logDelivery(db: Database, accountId: number, event: EventRow, url: string, outcome: DeliveryOutcome, trigger: 'outbox' | 'redelivery') {
  const [row] = await db
    .insert(wlWebhookDeliveries)
    .values({ accountId, eventId: event.id, eventType: eventType(event), url, ok: outcome.ok, httpStatus: outcome.status, error: outcome.reason, trigger })
    .returning()
  return row
}
