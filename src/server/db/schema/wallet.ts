import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

export const paymentProviderIds = ['local', 'stripe'] as const
export type PaymentProviderId = (typeof paymentProviderIds)[number]
export const walletPaymentKinds = ['purchase', 'card_validation', 'auto_top_up'] as const
export type WalletPaymentKind = (typeof walletPaymentKinds)[number]
/**
 * claimed: an auto top-up a spend asked for, not charged yet; pending: a charge in flight (leased by `locked_until`);
 * processing: the provider accepted it and will say how it ended (webhook); succeeded and failed are final.
 */
export const walletPaymentStatuses = ['claimed', 'pending', 'processing', 'succeeded', 'failed'] as const
export type WalletPaymentStatus = (typeof walletPaymentStatuses)[number]

const stamp = (name: string) => timestamp(name, { withTimezone: true })

/** One row per account that has used the wallet: its customer at the payment provider and its auto top-up. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviderIds }).notNull(),
    /** The customer at the provider (`cus_...` at Stripe); cards and charges hang off it. */
    customerRef: text('customer_ref'),
    autoTopUp: boolean('auto_top_up').notNull().default(false),
    /** Charge when the balance after a spend is at or below this (at most 10). */
    autoTopUpThreshold: integer('auto_top_up_threshold').notNull().default(10),
    autoTopUpCredits: integer('auto_top_up_credits').notNull().default(100),
    /** The price agreed when auto top-up was switched on; a claim charges exactly this. */
    autoTopUpAmountCents: integer('auto_top_up_amount_cents').notNull().default(0),
    /** Set when an auto top-up failed (declined, card to reconnect, no default card): no new claim until cleared. */
    autoTopUpPausedReason: text('auto_top_up_paused_reason'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallet_accounts_threshold_range', sql`${t.autoTopUpThreshold} BETWEEN 1 AND 10`)],
)

/** Saved cards: only what the provider tells us to show (brand, last 4 digits, expiry) and its reference. */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviderIds }).notNull(),
    /** `pm_...` at Stripe, `lpm_...` at the local test provider. */
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The bank asked for the customer to authenticate again: charges are refused until the card is reconnected. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_cards_provider_ref_unique').on(t.provider, t.providerRef),
    uniqueIndex('wallet_cards_one_default').on(t.accountId).where(sql`${t.isDefault}`),
    index('wallet_cards_account_idx').on(t.accountId, t.id),
  ],
)

/**
 * Every charge (a purchase, a card validation, an auto top-up), successful or failed: the wallet's transactions.
 * Its id keys the provider call (`wallet-payment:<id>` as the Idempotency-Key) and the ledger grant (same key), so
 * a retried charge, a webhook and the synchronous answer never credit twice. The partial unique index lets an
 * account have one auto top-up under way at a time: the claim is an INSERT ... ON CONFLICT DO NOTHING.
 */
export const walletPayments = pgTable(
  'wallet_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: walletPaymentKinds }).notNull(),
    status: text('status', { enum: walletPaymentStatuses }).notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: paymentProviderIds }),
    /** The provider's payment (`pi_...`); null until the provider answered. */
    providerPaymentRef: text('provider_payment_ref'),
    cardId: integer('card_id').references(() => walletCards.id, { onDelete: 'set null' }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The client's key for one checkout: a retried request answers the same payment instead of charging again. */
    requestKey: text('request_key'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Who works a claimed or pending payment: a worker leases it until then, so two never charge it at once. */
    lockedUntil: stamp('locked_until'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    settledAt: stamp('settled_at'),
  },
  (t) => [
    index('wallet_payments_account_idx').on(t.accountId, t.id),
    uniqueIndex('wallet_payments_request_key_unique').on(t.accountId, t.requestKey),
    uniqueIndex('wallet_payments_provider_ref_unique').on(t.provider, t.providerPaymentRef),
    uniqueIndex('wallet_payments_one_auto_top_up').on(t.accountId).where(sql`${t.kind} = 'auto_top_up' AND ${t.status} IN ('claimed', 'pending', 'processing')`),
    index('wallet_payments_unsettled_idx').on(t.status, t.id).where(sql`${t.status} IN ('claimed', 'pending')`),
    index('wallet_payments_settled_idx').on(t.settledAt).where(sql`${t.status} = 'succeeded'`),
    check('wallet_payments_amounts_positive', sql`${t.credits} > 0 AND ${t.amountCents} > 0`),
  ],
)

/** Webhook events already applied, by the provider's event id: a redelivered event is answered 200 and skipped. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider', { enum: paymentProviderIds }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/**
 * The local test provider's own records, as a processor keeps them: its saved payment methods (brand, last 4,
 * expiry and how the test card number behaves; never the number) and its payments, unique by idempotency key so
 * a replayed request answers the first result, like Stripe.
 */
export const localPaymentMethods = pgTable('local_payment_methods', {
  id: text('id').primaryKey(),
  customer: text('customer').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behavior: text('behavior').notNull(),
  /** When the customer last authenticated the card (added or reconnected it). */
  authenticatedAt: stamp('authenticated_at').notNull(),
  /** Charges made since the last authentication (a card that needs it once asks again after 0). */
  chargesSinceAuth: integer('charges_since_auth').notNull().default(0),
  detachedAt: stamp('detached_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
})

export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customer: text('customer').notNull(),
  paymentMethod: text('payment_method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  errorCode: text('error_code'),
  declineCode: text('decline_code'),
  errorMessage: text('error_message'),
  description: text('description').notNull().default(''),
  createdAt: stamp('created_at').notNull().defaultNow(),
})
