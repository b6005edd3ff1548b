import { sql } from 'drizzle-orm'
import { pgTable, serial, bigserial, integer, text, timestamp, boolean, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { accounts, plans, users } from './accounts'
import {
  billingProviders,
  packageStatuses,
  subscriptionActions,
  subscriptionStatuses,
  type PackageCustomField,
} from '../../../shared/whitelabel/subscriptions'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * A package a reseller sells to its customers, built on a platform plan available for resellers. `account_id` is the
 * reseller's account, so the package is scoped like every other owned row (forAccount). Money is in cents.
 */
export const wlPackages = pgTable(
  'wl_packages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => plans.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: packageStatuses }).notNull().default('draft'),
    /** The price of one period of the plan's duration, in cents of `currency`. */
    priceCents: integer('price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents'),
    oneTimePriceCents: integer('one_time_price_cents'),
    currency: text('currency').notNull().default('usd'),
    /** Credits the customer gets per period (the plan's by default); price / credits must stay above 12 cents. */
    credits: integer('credits').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    trialAmountCents: integer('trial_amount_cents').notNull().default(0),
    collectPaymentMethod: boolean('collect_payment_method').notNull().default(true),
    billingPortal: boolean('billing_portal').notNull().default(true),
    showOnSalesPage: boolean('show_on_sales_page').notNull().default(false),
    /** How many days the sales page form stays open after publishing (null: always). */
    formAvailableDays: integer('form_available_days'),
    customFields: jsonb('custom_fields').$type<PackageCustomField[]>().notNull().default(sql`'[]'::jsonb`),
    thankYouUrl: text('thank_you_url'),
    taxCollection: boolean('tax_collection').notNull().default(false),
    billingAddress: boolean('billing_address').notNull().default(false),
    phoneRequired: boolean('phone_required').notNull().default(false),
    /** The provider's ids once the package is published there (Stripe product and prices on the connected account). */
    providerProductId: text('provider_product_id'),
    providerPriceIds: jsonb('provider_price_ids').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** When the package was last published: its sales page form stays open `form_available_days` from then. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('wl_packages_account_idx').on(t.accountId, t.id),
    check('wl_packages_status_check', sql`${t.status} IN (${inList(packageStatuses)})`),
  ],
)

/**
 * A customer's subscription to a reseller's package. `account_id` is the reseller's account (the scope); the customer
 * is its own account (`customer_account_id`, whose `accounts.reseller_id` names the reseller). The package's name and
 * fee are copied at the start so a renamed or deleted package leaves the history readable.
 */
export const wlSubscriptions = pgTable(
  'wl_subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    customerAccountId: integer('customer_account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    customerUserId: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => wlPackages.id, { onDelete: 'set null' }),
    packageName: text('package_name').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('active'),
    provider: text('provider', { enum: billingProviders }).notNull().default('manual'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the paid (or trial) period: the expiry. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Restored after a cancellation at the provider: from then on the reseller manages it by hand. */
    managedManually: boolean('managed_manually').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wl_subscriptions_account_idx').on(t.accountId, t.id),
    index('wl_subscriptions_status_idx').on(t.accountId, t.status, t.id),
    index('wl_subscriptions_ends_idx').on(t.accountId, t.endsAt, t.id),
    index('wl_subscriptions_customer_idx').on(t.customerAccountId),
    index('wl_subscriptions_started_idx').on(t.accountId, t.startedAt, t.id),
    index('wl_subscriptions_fee_idx').on(t.accountId, t.feeCents, t.id),
    index('wl_subscriptions_package_name_idx').on(t.accountId, t.packageName, t.id),
    // The trial-ending sweep's scan (subscriptions/trial-reminders.ts).
    index('wl_subscriptions_trialing_idx').on(sql`coalesce(${t.trialEndsAt}, ${t.endsAt})`, t.id).where(sql`${t.status} = 'trialing'`),
    uniqueIndex('wl_subscriptions_provider_uq').on(t.provider, t.providerSubscriptionId).where(sql`${t.providerSubscriptionId} IS NOT NULL`),
    check('wl_subscriptions_status_check', sql`${t.status} IN (${inList(subscriptionStatuses)})`),
    check('wl_subscriptions_provider_check', sql`${t.provider} IN (${inList(billingProviders)})`),
  ],
)

/**
 * The usage history: one row per change of a subscription (who, what, from which status to which, the details), in
 * the transaction of the change. Outbound webhooks and the reseller's history screen read these rows.
 */
export const wlSubscriptionEvents = pgTable(
  'wl_subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull().references(() => wlSubscriptions.id, { onDelete: 'cascade' }),
    action: text('action', { enum: subscriptionActions }).notNull(),
    fromStatus: text('from_status', { enum: subscriptionStatuses }),
    toStatus: text('to_status', { enum: subscriptionStatuses }).notNull(),
    /** What changed beyond the status (old and new expiry, package, refund amount), as plain JSON. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The person who made the change; null for a provider's event or a scheduled expiry. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What caused it: `user`, `bulk:<job id>`, `stripe:<event id>`, `paykickstart:<transaction>`, `inbound`, `schedule`. */
    source: text('source').notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wl_subscription_events_account_idx').on(t.accountId, t.id),
    index('wl_subscription_events_subscription_idx').on(t.subscriptionId, t.id),
  ],
)
