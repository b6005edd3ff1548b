import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { apiKeyScopes, crmProviders, type FieldMapping, webhookEvents } from '../../../shared/integrations/types'
import type { ModuleSlug } from '../../../shared/modules'
import { accounts } from './accounts'
import { leadResults } from './leads'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const account = () => integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' })
/** Every column named `*_sealed` holds AES-256-GCM ciphertext with a key-version prefix (security/secret-box.ts), never plaintext. */
const sealed = (name: string) => text(name)

/** The account's OpenAI-compatible endpoint for the AI tools; the key is sealed and never sent back. */
export const gptSettings = pgTable('gpt_settings', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeySealed: sealed('api_key_sealed').notNull(),
  /** The last four characters of the key, for the masked hint ("sk-…abcd"). */
  apiKeyHint: text('api_key_hint').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The user's own API keys (Zapier and scripts). Only the sha256 of a key is stored; the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    name: text('name').notNull(),
    /** The first characters of the key ("lc_AbCd1234"), so a user can tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** `read` keys may only read (GET); `read_write` keys may call every route a key may call. Keys made before scopes existed write. */
    scope: text('scope', { enum: apiKeyScopes }).notNull().default('read_write'),
    /** The modules the key may use, within the account's; null: every module the account holds. */
    modules: jsonb('modules').$type<ModuleSlug[]>(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_account_idx').on(t.accountId, t.id)],
)

/**
 * The current rate-limit window of each API key: one row per key, moved to a new window and counted by one upsert per
 * keyed request (src/server/http/key-rate-limit.ts), so the limit holds across API processes and restarts.
 */
export const apiKeyRateWindows = pgTable('api_key_rate_windows', {
  keyId: integer('key_id').primaryKey().references(() => apiKeys.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Requests counted in the window, capped at the limit + 1: past the limit it only says "over". */
  count: integer('count').notNull(),
})

/** One connection per account and CRM. OAuth CRMs keep sealed tokens; Groove keeps a sealed API key; Zapier has no row (its subscriptions are the connection). */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    provider: text('provider', { enum: crmProviders }).notNull(),
    /** needs_reconnect: the refresh token was refused; deliveries fail until the user connects again. */
    status: text('status', { enum: ['connected', 'needs_reconnect'] }).notNull().default('connected'),
    accessTokenSealed: sealed('access_token_sealed'),
    refreshTokenSealed: sealed('refresh_token_sealed'),
    apiKeySealed: sealed('api_key_sealed'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The CRM's own account the tokens act on: GHL's locationId, Keap's app, the sales connector's account id. */
    externalId: text('external_id'),
    /** What the user sees next to the CRM's name ("Location 123", an e-mail). */
    label: text('label'),
    lastError: text('last_error'),
    connectedAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_connections_account_provider_unique').on(t.accountId, t.provider)],
)

/** OAuth `state` values: random, bound to the account and the CRM, single use, short-lived. Only the sha256 is kept. */
export const crmOauthStates = pgTable(
  'crm_oauth_states',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    provider: text('provider', { enum: crmProviders }).notNull(),
    stateHash: text('state_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('crm_oauth_states_hash_unique').on(t.stateHash), index('crm_oauth_states_account_idx').on(t.accountId)],
)

/** Lead field -> CRM field, per account and CRM (the crm-fields page). */
export const crmFieldMappings = pgTable(
  'crm_field_mappings',
  {
    accountId: account(),
    provider: text('provider', { enum: crmProviders }).notNull(),
    mapping: jsonb('mapping').$type<FieldMapping>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider] })],
)

/** Zapier REST hooks: the target URLs Zapier subscribed with one of the user's API keys. */
export const zapierSubscriptions = pgTable(
  'zapier_subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    targetUrl: text('target_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('zapier_subscriptions_target_unique').on(t.accountId, t.event, t.targetUrl)],
)

/** Custom webhook endpoints. `secret` travels as the Authorization-Token header; `signing_secret` keys the Standard Webhooks signature. */
export const webhookConnections = pgTable(
  'webhook_connections',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    secretSealed: sealed('secret_sealed').notNull(),
    signingSecretSealed: sealed('signing_secret_sealed').notNull(),
    events: jsonb('events').$type<(typeof webhookEvents)[number][]>().notNull(),
    /** disabled: the endpoint answered 410 Gone (or the user disabled it); nothing is sent until it is enabled again. */
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_connections_account_idx').on(t.accountId, t.id)],
)

/** Where a lead went: the CRM's contact id (or the webhook message id) per target, written with the lead's sent state. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    accountId: account(),
    resultId: integer('result_id').notNull().references(() => leadResults.id, { onDelete: 'cascade' }),
    /** 'ghl', 'keap', 'zapier', 'groove', 'sales_connector' or 'webhook:<id>'. */
    target: text('target').notNull(),
    externalId: text('external_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.target] }), index('lead_deliveries_account_idx').on(t.accountId)],
)
