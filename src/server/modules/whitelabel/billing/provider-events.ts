import { and, desc, eq } from 'drizzle-orm'
import { sendSubscriptionMail, type SubscriptionMail } from '../templates/lifecycle-mail'
import { welcomeAfterSale } from '../templates/welcome'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlPackages, wlProviderEvents, wlSubscriptions } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { ApiError } from '../../../http/api-error'
import type { SubscriptionAction } from '../../../../shared/whitelabel/subscriptions'
import { changeSubscription, type SubscriptionRow } from '../subscription-change'
import { provisionCustomer, type Provisioned } from '../provision-customer'

export type EventResult = 'applied' | 'duplicate' | 'ignored'
export type ProviderEventDeps = Pick<AppDeps, 'db' | 'mail' | 'now' | 'secretBox' | 'config'>

/**
 * What an event does, found inside its transaction: `applied` or `ignored`, and what to mail after commit (a new
 * customer's welcome, a failed payment's notice).
 */
export type EventEffect = { result: 'applied' | 'ignored'; welcome?: Provisioned & { email: string }; mail?: SubscriptionMail }

/**
 * Applies a provider's event once: its id is recorded in the transaction of its effect, so a redelivery (Stripe and
 * PayKickStart retry until they get a 2xx, and may deliver twice anyway) finds it and changes nothing, and a failure
 * rolls both back for the next delivery. The e-mails go after commit, once per event: a failure to send is logged,
 * never retried by the provider's redelivery (which finds the event recorded).
 */
export async function applyOnce(
  deps: ProviderEventDeps,
  head: { provider: 'stripe' | 'paykickstart'; id: string; type: string; accountId: number | null },
  effect: (tx: Database) => Promise<EventEffect>,
): Promise<EventResult> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const [recorded] = await tx
      .insert(wlProviderEvents)
      .values({ provider: head.provider, eventId: head.id, type: head.type, accountId: head.accountId, result: 'ignored', receivedAt: deps.now() })
      .onConflictDoNothing()
      .returning()
    if (!recorded) return { result: 'duplicate' as const }
    const done = await effect(tx)
    if (done.result === 'applied') {
      await tx.update(wlProviderEvents).set({ result: 'applied' }).where(and(eq(wlProviderEvents.provider, head.provider), eq(wlProviderEvents.eventId, head.id)))
    }
    return done
  })
  if ('welcome' in outcome && outcome.welcome) {
    const made = outcome.welcome
    await welcomeAfterSale(deps, made.subscription.accountId, { to: made.email, packageName: made.subscription.packageName, newUser: made.newUser })
  }
  if ('mail' in outcome && outcome.mail) {
    const mail = outcome.mail
    await sendSubscriptionMail(deps, mail).catch((err) => console.error(`Could not send the ${mail.template} e-mail of subscription ${mail.subscriptionId}: ${(err as Error).message}`))
  }
  return outcome.result
}

/** The reseller's subscription a provider's id names (scoped to that reseller: another's never matches). */
export async function subscriptionByProviderId(tx: Database, resellerAccountId: number, provider: 'stripe' | 'paykickstart', providerSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(wlSubscriptions)
    .where(and(eq(wlSubscriptions.accountId, resellerAccountId), eq(wlSubscriptions.provider, provider), eq(wlSubscriptions.providerSubscriptionId, providerSubscriptionId)))
  return row ?? null
}

/** The newest subscription of a provider's customer at this reseller (a refund names the customer, not the subscription). */
export async function subscriptionByCustomer(tx: Database, resellerAccountId: number, provider: 'stripe' | 'paykickstart', providerCustomerId: string) {
  const [row] = await tx
    .select()
    .from(wlSubscriptions)
    .where(and(eq(wlSubscriptions.accountId, resellerAccountId), eq(wlSubscriptions.provider, provider), eq(wlSubscriptions.providerCustomerId, providerCustomerId)))
    .orderBy(desc(wlSubscriptions.id))
    .limit(1)
  return row ?? null
}

/** A published package of this reseller (a forged package id of another reseller finds nothing). */
export async function resellerPackage(tx: Database, resellerAccountId: number, packageId: number) {
  const [pkg] = await tx.select().from(wlPackages).where(and(eq(wlPackages.id, packageId), eq(wlPackages.accountId, resellerAccountId)))
  return pkg && pkg.status === 'published' ? pkg : null
}

/**
 * Moves a subscription by a provider's event through the one transition table. A subscription the reseller manages by
 * hand (restored after an outside cancellation) no longer follows its provider.
 */
export async function changeByEvent(
  tx: Database,
  row: SubscriptionRow | null,
  action: Exclude<SubscriptionAction, 'create'>,
  source: string,
  extra: { set?: { endsAt?: Date; canceledAt?: Date }; details?: Record<string, unknown> } = {},
): Promise<EventEffect> {
  if (!row || row.managedManually) return { result: 'ignored' }
  const changed = await changeSubscription(tx, row, action, { actorUserId: null, source, set: extra.set, details: extra.details })
  return { result: changed.applied ? 'applied' : 'ignored' }
}

/**
 * A failed payment of a subscription the provider still charges: its move to past due (when it was trialing or active)
 * and the customer's "payment failed" e-mail, one per failed-payment event, so a retried charge that fails again is
 * told again. A subscription managed by hand, or one that has ended, gets neither.
 */
export async function paymentFailedByEvent(
  tx: Database,
  row: SubscriptionRow | null,
  source: string,
  payment: { amountCents: number | null; currency: string | null; billingUrl: string | null },
): Promise<EventEffect> {
  if (!row || row.managedManually || !failedPaymentTold.has(row.status)) return { result: 'ignored' }
  const changed = await changeByEvent(tx, row, 'payment_failed', source, { details: payment.amountCents != null ? { amount_cents: payment.amountCents } : {} })
  return { ...changed, result: 'applied', mail: { template: 'payment_failed', subscriptionId: row.id, ...payment } }
}
const failedPaymentTold = new Set<SubscriptionRow['status']>(['trialing', 'active', 'past_due'])

/** Provisions a new customer from a provider's sale, unless this provider subscription is already one of the reseller's. */
export async function provisionBySale(
  tx: Database,
  input: Omit<Parameters<typeof provisionCustomer>[1], 'actorUserId'> & { provider: 'stripe' | 'paykickstart'; providerSubscriptionId: string },
): Promise<EventEffect> {
  if (await subscriptionByProviderId(tx, input.resellerAccountId, input.provider, input.providerSubscriptionId)) return { result: 'ignored' }
  let made: Provisioned
  try {
    made = await provisionCustomer(tx, { ...input, actorUserId: null })
  } catch (err) {
    // The buyer is another tenant's person (refused before anything is written): recorded, not retried for days.
    if (err instanceof ApiError) return { result: 'ignored' }
    throw err
  }
  return { result: 'applied', welcome: { ...made, email: input.customer.email } }
}
