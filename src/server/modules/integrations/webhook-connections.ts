import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { WebhookConnectionBody } from '../../../shared/integrations/schemas'
import type { WebhookConnection, WebhookEvent, WebhookSecrets } from '../../../shared/integrations/types'
import type { AppDeps } from '../../app-deps'
import type { Database } from '../../db/client'
import { webhookConnections } from '../../db/schema/integrations'
import { forAccount } from '../../db/tenant-scope'
import { notFound } from '../../http/api-error'
import { integrationMessages } from '../../../shared/integrations/messages'
import { newSigningSecret, newWebhookSecret, sendWebhook, type WebhookOutcome, type WebhookTarget } from './webhook-sender'

export type WebhookDeps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'now'>
export type WebhookRow = typeof webhookConnections.$inferSelect

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

export function presentWebhook(row: WebhookRow, secretBox: AppDeps['secretBox']): WebhookConnection {
  const secret = secretBox.open(row.secretSealed) ?? ''
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events,
    status: row.status,
    disabled_reason: row.disabledReason,
    disabled_at: iso(row.disabledAt),
    secret_hint: `…${secret.slice(-4)}`,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  }
}

export async function listWebhooks(deps: WebhookDeps, accountId: number): Promise<WebhookConnection[]> {
  const rows = await forAccount(deps.db, accountId).select('webhookConnections')
  return rows.sort((a, b) => a.id - b.id).map((r) => presentWebhook(r, deps.secretBox))
}

export async function webhookRow(deps: Pick<WebhookDeps, 'db'>, accountId: number, id: number): Promise<WebhookRow> {
  const row = await forAccount(deps.db, accountId).one('webhookConnections', id)
  if (!row) throw notFound()
  return row
}

export async function createWebhook(deps: WebhookDeps, accountId: number, body: WebhookConnectionBody): Promise<{ webhook: WebhookConnection; secrets: WebhookSecrets }> {
  const secrets = { secret: body.secret?.trim() || newWebhookSecret(), signing_secret: newSigningSecret() }
  const now = deps.now()
  const [row] = await forAccount(deps.db, accountId)
    .insert('webhookConnections', [{
      name: body.name.trim(), url: body.url.trim(), events: [...new Set(body.events)], secretSealed: deps.secretBox.seal(secrets.secret),
      signingSecretSealed: deps.secretBox.seal(secrets.signing_secret), createdAt: now, updatedAt: now,
    }])
    .returning()
  return { webhook: presentWebhook(row as WebhookRow, deps.secretBox), secrets }
}

export type WebhookChanges = { name?: string; url?: string; secret?: string; events?: WebhookEvent[]; status?: 'active' | 'disabled' }

export async function updateWebhook(deps: WebhookDeps, accountId: number, id: number, body: WebhookChanges): Promise<WebhookConnection> {
  await webhookRow(deps, accountId, id)
  const now = deps.now()
  const changes: Partial<typeof webhookConnections.$inferInsert> = { updatedAt: now }
  if (body.name !== undefined) changes.name = body.name.trim()
  if (body.url !== undefined) changes.url = body.url.trim()
  if (body.secret !== undefined && body.secret.trim()) changes.secretSealed = deps.secretBox.seal(body.secret.trim())
  if (body.events !== undefined) changes.events = [...new Set(body.events)]
  if (body.status === 'active') Object.assign(changes, { status: 'active', disabledReason: null, disabledAt: null })
  if (body.status === 'disabled') Object.assign(changes, { status: 'disabled', disabledReason: 'Disabled by the user.', disabledAt: now })
  const [row] = await forAccount(deps.db, accountId).update('webhookConnections', changes, eq(webhookConnections.id, id)).returning()
  return presentWebhook(row, deps.secretBox)
}

export async function deleteWebhook(deps: WebhookDeps, accountId: number, id: number) {
  await webhookRow(deps, accountId, id)
  await forAccount(deps.db, accountId).delete('webhookConnections', eq(webhookConnections.id, id))
}

export async function revealWebhookSecrets(deps: WebhookDeps, accountId: number, id: number): Promise<WebhookSecrets> {
  const target = webhookTarget(deps, await webhookRow(deps, accountId, id))
  return { secret: target.secret, signing_secret: target.signingSecret }
}

export function webhookTarget(deps: Pick<WebhookDeps, 'secretBox'>, row: WebhookRow): WebhookTarget {
  return { url: row.url, secret: deps.secretBox.open(row.secretSealed) ?? '', signingSecret: deps.secretBox.open(row.signingSecretSealed) ?? newSigningSecret() }
}

/** A 410 Gone: the endpoint is disabled (once; the first reason stays) and nothing more is sent to it. */
export async function disableGoneWebhook(db: Database, id: number, reason: string, now: Date) {
  await db
    .update(webhookConnections)
    .set({ status: 'disabled', disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookConnections.id, id), eq(webhookConnections.status, 'active')))
}

/** Sends a `webhook.test` message (even to a disabled endpoint: testing is how a user checks it is back). */
export async function testWebhook(deps: WebhookDeps, accountId: number, id: number): Promise<WebhookOutcome> {
  const row = await webhookRow(deps, accountId, id)
  const now = deps.now()
  const outcome = await sendWebhook(webhookTarget(deps, row), { id: `msg_test_${randomUUID()}`, event: 'webhook.test', data: { webhook: { id: row.id, name: row.name } } }, deps.config.outbound, now)
  if (!outcome.ok && outcome.gone) await disableGoneWebhook(deps.db, row.id, integrationMessages.webhook_gone, now)
  return outcome
}

/**
 * The connection a list's webhook URL is delivered through: the account's connection with that URL, or a new one
 * named after the list (so every delivery is signed, and a 410 can disable it, whatever page set the URL).
 */
export async function connectionForListUrl(deps: WebhookDeps, accountId: number, url: string, listName: string): Promise<WebhookRow> {
  const scope = forAccount(deps.db, accountId)
  const [existing] = (await scope.select('webhookConnections', eq(webhookConnections.url, url))).sort((a, b) => a.id - b.id)
  if (existing) return existing
  const created = await createWebhook(deps, accountId, { name: listName.slice(0, 100), url, events: ['lead.sent'] })
  return webhookRow(deps, accountId, created.webhook.id)
}
