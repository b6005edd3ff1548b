import { and, desc, eq } from 'drizzle-orm'
import { leadResults } from '../../db/schema'
import { zapierSubscriptions } from '../../db/schema/integrations'
import { forAccount } from '../../db/tenant-scope'
import { guardedFetch, OutboundRefused, type OutboundPolicy } from '../../http/guarded-fetch'
import { notFound } from '../../http/api-error'
import type { AppDeps } from '../../app-deps'

export type ZapierSubscription = typeof zapierSubscriptions.$inferSelect
/** The one trigger this app offers Zapier: a lead sent from a list. */
export const ZAPIER_EVENT = 'lead.sent'

/** Zapier's REST hook subscribe: the same target subscribed twice stays one subscription. */
export async function subscribeZapier(deps: Pick<AppDeps, 'db' | 'now'>, accountId: number, apiKeyId: number, hookUrl: string, event: string) {
  const scope = forAccount(deps.db, accountId)
  const [row] = await scope
    .insert('zapierSubscriptions', [{ apiKeyId, event, targetUrl: hookUrl, createdAt: deps.now() }])
    .onConflictDoUpdate({ target: [zapierSubscriptions.accountId, zapierSubscriptions.event, zapierSubscriptions.targetUrl], set: { apiKeyId } })
    .returning()
  return row as ZapierSubscription
}

export async function unsubscribeZapier(deps: Pick<AppDeps, 'db'>, accountId: number, id: number) {
  const scope = forAccount(deps.db, accountId)
  if (!(await scope.one('zapierSubscriptions', id))) throw notFound()
  await scope.delete('zapierSubscriptions', eq(zapierSubscriptions.id, id))
}

export async function zapierTargets(deps: Pick<AppDeps, 'db'>, accountId: number): Promise<ZapierSubscription[]> {
  return forAccount(deps.db, accountId).select('zapierSubscriptions', eq(zapierSubscriptions.event, ZAPIER_EVENT))
}

/** Zapier's sample data for the trigger: the account's latest leads, in the shape a delivery has. */
export async function zapierSample(deps: Pick<AppDeps, 'db'>, accountId: number) {
  const rows = await deps.db
    .select()
    .from(leadResults)
    .where(forAccount(deps.db, accountId).where('leadResults'))
    .orderBy(desc(leadResults.id))
    .limit(3)
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, website: r.website, city: r.city, state: r.state, country: r.country }))
}

export type ZapierOutcome = { delivered: number; gone: number; failure: { reason: string; retryable: boolean } | null }

/**
 * Delivers one lead to every subscribed Zap (a POST of the mapped lead to Zapier's target URL). Zapier answers 410
 * when a Zap was turned off: that subscription is removed, as Zapier's REST hook contract asks.
 */
export async function deliverToZapier(deps: Pick<AppDeps, 'db'>, accountId: number, targets: ZapierSubscription[], payload: unknown, policy: OutboundPolicy): Promise<ZapierOutcome> {
  const outcome: ZapierOutcome = { delivered: 0, gone: 0, failure: null }
  const body = JSON.stringify(payload)
  for (const target of targets) {
    try {
      const res = await guardedFetch(target.targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body, onTooLarge: 'truncate' }, { maxBytes: 64 * 1024, ...policy })
      if (res.status >= 200 && res.status < 300) outcome.delivered++
      else if (res.status === 410) {
        outcome.gone++
        await forAccount(deps.db, accountId).delete('zapierSubscriptions', and(eq(zapierSubscriptions.id, target.id)))
      } else outcome.failure = { reason: `Zapier answered ${res.status}`, retryable: res.status === 429 || res.status >= 500 }
    } catch (err) {
      if (!(err instanceof OutboundRefused)) throw err
      outcome.failure = { reason: err.message, retryable: ['timeout', 'network', 'dns'].includes(err.code) }
    }
  }
  return outcome
}
