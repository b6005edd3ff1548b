import { and, eq, isNull, ne } from 'drizzle-orm'
import { expiryDays, nextStatus } from '../../../../shared/whitelabel/subscriptions'
import type { CreateSubscriptionBody, UpdateSubscriptionBody } from '../../../../shared/whitelabel/subscription-schemas'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlPackages, wlSubscriptions } from '../../../db/schema'
import { forAccount } from '../../../db/tenant-scope'
import { inTransaction } from '../../../db/transaction'
import { fieldError, notFound, refusal } from '../../../http/api-error'
import { changeSubscription, type ChangeResult, type SubscriptionRow } from '../subscription-change'
import { provisionCustomer } from '../provision-customer'
import { applyBulkAction } from './bulk-actions'
import { chargedHere, providerEffect, type ProviderAction } from './provider-effect'
import { welcomeAfterSale } from '../templates/welcome'

export type Actor = { resellerId: number; userId: number | null; source: string }

export const singleActions = ['cancel', 'undo-cancel', 'refund', 'restore', 'pause', 'resume'] as const
export type SingleAction = (typeof singleActions)[number]

/** A package of the reseller's that can take new subscriptions (not archived, not deleted), or 422 on `package_id`. */
export async function sellablePackage(db: Database, resellerId: number, packageId: number) {
  const [pkg] = await db
    .select()
    .from(wlPackages)
    .where(and(eq(wlPackages.id, packageId), eq(wlPackages.accountId, resellerId), isNull(wlPackages.deletedAt), ne(wlPackages.status, 'archived')))
  if (!pkg) throw fieldError('package_id', 'whitelabel.package_unknown')
  return pkg
}

/**
 * "Add an account" and the inbound create: the customer (new or already the reseller's), their account on the
 * package's plan and a manually managed subscription expiring after `expiry_days` (at most a year; missing or
 * longer means a year). A new customer gets the welcome e-mail once it is committed.
 */
export async function createSubscription(deps: AppDeps, actor: Actor, body: CreateSubscriptionBody) {
  const pkg = await sellablePackage(deps.db, actor.resellerId, body.package_id)
  const made = await inTransaction(deps.db, (tx) =>
    provisionCustomer(tx, {
      resellerAccountId: actor.resellerId,
      pkg,
      customer: { email: body.email, firstName: body.first_name ?? '', lastName: body.last_name ?? '' },
      provider: 'manual',
      expiryDays: expiryDays(body.expiry_days),
      actorUserId: actor.userId,
      source: actor.source,
      now: deps.now(),
    }),
  )
  if (made.newUser) await welcomeAfterSale(deps, actor.resellerId, { to: body.email, firstName: body.first_name, packageName: made.subscription.packageName, newUser: true })
  return made.subscription
}

async function ownRow(db: Database, resellerId: number, id: number): Promise<SubscriptionRow> {
  const row = await forAccount(db, resellerId).one('wlSubscriptions', id)
  if (!row) throw notFound()
  return row
}

function refused(result: Exclude<ChangeResult, { applied: true }>, row: SubscriptionRow, action: string) {
  if (result.reason === 'changed_meanwhile') return refusal(409, { code: 'whitelabel.subscription_changed' })
  return refusal(409, { code: 'whitelabel.subscription_not_allowed', params: { action, status: row.status } })
}

const providerActions: Partial<Record<SingleAction, ProviderAction>> = { cancel: 'cancel', 'undo-cancel': 'undo_cancel', refund: 'refund' }

/**
 * One subscription's cancel (at the period end), undo, refund (the last charge, and access ends now), restore (one
 * cancelled at its provider: managed by hand from then on), pause or resume. The provider is told first where it
 * charges the subscription; a status the action does not apply to is a 409 and changes nothing.
 */
export async function subscriptionAction(deps: AppDeps, actor: Actor, id: number, action: SingleAction): Promise<SubscriptionRow> {
  const row = await ownRow(deps.db, actor.resellerId, id)
  const transition = action === 'undo-cancel' ? 'undo_cancel' : action
  const now = deps.now()
  const providerAction = providerActions[action]
  let details: Record<string, unknown> | undefined
  if (providerAction && !chargedHere(row)) {
    if (nextStatus(row.status, transition) === null) throw refusal(409, { code: 'whitelabel.subscription_not_allowed', params: { action, status: row.status } })
    const effect = await providerEffect(deps, row, providerAction)
    if (!effect.ok) throw refusal(409, { code: 'whitelabel.provider_refused', params: { reason: effect.reason } })
    details = effect.details
  } else if (action === 'refund') details = { refunded_cents: row.feeCents }
  const set =
    action === 'cancel' ? { canceledAt: now }
    : action === 'undo-cancel' ? { canceledAt: null }
    : action === 'refund' ? { canceledAt: now, endsAt: now }
    : action === 'restore' ? { managedManually: true, canceledAt: null }
    : undefined
  const result = await inTransaction(deps.db, (tx) => changeSubscription(tx, row, transition, { actorUserId: actor.userId, source: actor.source, set, details }))
  if (!result.applied) throw refused(result, row, action)
  return result.row
}

/** PUT /api/wl/subscriptions/{id}: a new expiry (in the future) and/or another of the reseller's packages, in one transaction. */
export async function updateSubscription(deps: AppDeps, actor: Actor, id: number, body: UpdateSubscriptionBody): Promise<SubscriptionRow> {
  let row = await ownRow(deps.db, actor.resellerId, id)
  const endsAt = body.ends_at === undefined ? undefined : new Date(body.ends_at)
  if (endsAt && endsAt.getTime() <= deps.now().getTime()) throw fieldError('ends_at', 'whitelabel.expiry_past')
  if (body.package_id !== undefined && body.package_id !== row.packageId) await sellablePackage(deps.db, actor.resellerId, body.package_id)
  return inTransaction(deps.db, async (tx) => {
    if (endsAt && endsAt.getTime() !== row.endsAt.getTime()) {
      const result = await changeSubscription(tx, row, 'extend', { actorUserId: actor.userId, source: actor.source, set: { endsAt }, details: { from: row.endsAt.toISOString(), to: endsAt.toISOString() } })
      if (!result.applied) throw refused(result, row, 'extend')
      row = result.row
    }
    if (body.package_id !== undefined && body.package_id !== row.packageId) {
      const changed = await applyBulkAction(tx, actor.resellerId, [row.id], 'change_package', { package_id: body.package_id }, { actorUserId: actor.userId, source: actor.source, now: deps.now() })
      if (!changed.size) throw refusal(409, { code: 'whitelabel.subscription_not_allowed', params: { action: 'change_package', status: row.status } })
      ;[row] = await tx.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, row.id))
    }
    return row
  })
}
