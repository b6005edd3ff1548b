import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { WebhookBody, WebhookDelivery, WebhookEventType, WebhookSettings } from '../../../../shared/whitelabel/services'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlWebhookDeliveries, wlWebhookSettings } from '../../../db/schema'

export type WebhookSettingsRow = typeof wlWebhookSettings.$inferSelect
type DeliveryRow = typeof wlWebhookDeliveries.$inferSelect

/** Standard Webhooks signing secrets: `whsec_` and 32 random bytes in base64. */
const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`

export async function webhookSettingsRow(db: Database, accountId: number): Promise<WebhookSettingsRow | undefined> {
  const [row] = await db.select().from(wlWebhookSettings).where(eq(wlWebhookSettings.accountId, accountId))
  return row
}

export function presentWebhookSettings(row: WebhookSettingsRow | undefined, secretBox: AppDeps['secretBox']): WebhookSettings {
  if (!row) return { configured: false, url: '', events: [], enabled: false, disabled_reason: null, secret_hint: null, updated_at: null }
  const secret = secretBox.open(row.signingSecretSealed) ?? ''
  return {
    configured: true,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    secret_hint: `…${secret.slice(-4)}`,
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * Saves the webhook. The first save makes the signing secret, and `rotate_secret` a new one: either way the answer
 * carries it once. A new webhook starts after the newest usage-history row, so it is not flooded with the past;
 * re-enabling one keeps its cursor and delivers what happened meanwhile.
 */
export async function saveWebhookSettings(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'now'>,
  accountId: number,
  body: WebhookBody,
  latestEventId: number,
): Promise<{ row: WebhookSettingsRow; secret: string | null }> {
  const before = await webhookSettingsRow(deps.db, accountId)
  const secret = !before || body.rotate_secret ? newSigningSecret() : null
  const values = {
    url: body.url.trim(),
    events: [...new Set(body.events)],
    enabled: body.enabled ?? true,
    ...(body.enabled !== false ? { disabledReason: null } : {}),
    ...(secret ? { signingSecretSealed: deps.secretBox.seal(secret) } : {}),
    updatedAt: deps.now(),
  }
  const [row] = await deps.db
    .insert(wlWebhookSettings)
    .values({ accountId, signingSecretSealed: deps.secretBox.seal(secret ?? newSigningSecret()), lastEventId: latestEventId, ...values })
    .onConflictDoUpdate({ target: wlWebhookSettings.accountId, set: values })
    .returning()
  return { row, secret }
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    url: row.url,
    ok: row.ok,
    http_status: row.httpStatus,
    error: row.error,
    trigger: row.trigger === 'redelivery' ? 'redelivery' : 'outbox',
    created_at: row.createdAt.toISOString(),
  }
}
