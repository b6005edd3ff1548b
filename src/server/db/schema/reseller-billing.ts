import { sql } from 'drizzle-orm'
import { pgTable, serial, integer, text, timestamp, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { wlPackages } from './reseller'
import { billingProviders } from '../../../shared/whitelabel/subscriptions'

const stamp = (name: string) => timestamp(name, { withTimezone: true })
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * How a reseller charges its customers: the provider its sales go through, its connected Stripe account, its
 * PayKickStart secrets (sealed by the secret box). One row per reseller account; no row means the local provider.
 * `connect_state` is the OAuth state of a Stripe connection under way, checked once on the callback.
 */
export const wlBillingSettings = pgTable(
  'wl_billing_settings',
  {
    accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: billingProviders }).notNull().default('local'),
    stripeAccountId: text('stripe_account_id'),
    stripeConnectedAt: stamp('stripe_connected_at'),
    connectState: text('connect_state'),
    connectStateExpiresAt: stamp('connect_state_expires_at'),
    paykickstartSecretSealed: text('paykickstart_secret_sealed'),
    paykickstartTokenSealed: text('paykickstart_token_sealed'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wl_billing_settings_stripe_account_uq').on(t.stripeAccountId).where(sql`${t.stripeAccountId} IS NOT NULL`),
    uniqueIndex('wl_billing_settings_connect_state_uq').on(t.connectState).where(sql`${t.connectState} IS NOT NULL`),
    check('wl_billing_settings_provider_check', sql`${t.provider} IN (${inList(billingProviders)})`),
  ],
)

/**
 * Every provider event (Stripe Connect, PayKickStart IPN) applied to a reseller's subscriptions, recorded in the
 * transaction of its effect: a redelivery finds its id and changes nothing.
 */
export const wlProviderEvents = pgTable(
  'wl_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** `applied` or `ignored` (an event of a kind or for a subscription we do not act on). */
    result: text('result').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/** The local provider's charges for a reseller's sales: what a refund of the last charge finds and marks. */
export const wlLocalCharges = pgTable(
  'wl_local_charges',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => wlPackages.id, { onDelete: 'set null' }),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'refunded'] }).notNull().default('succeeded'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    refundedAt: stamp('refunded_at'),
  },
  (t) => [
    index('wl_local_charges_subscription_idx').on(t.accountId, t.providerSubscriptionId, t.id),
    check('wl_local_charges_status_check', sql`${t.status} IN ('succeeded', 'refunded')`),
  ],
)
