import { pgTable, serial, integer, text, timestamp, boolean, uniqueIndex, index, primaryKey } from 'drizzle-orm/pg-core'


const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Price in the smallest currency unit (cents). */
  price: integer('price').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  credits: integer('credits').notNull().default(0),
  /** Searches allowed per period; null means unlimited. */
  leadsLimit: integer('leads_limit'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
})

export const planModules = pgTable(
  'plan_modules',
  {
    planId: integer('plan_id').notNull().references(() => plans.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.moduleId] })],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['super_admin', 'admin', 'reseller', 'related', 'user'] }).notNull().default('user'),
    status: text('status', { enum: ['active', 'disabled', 'deleted'] }).notNull().default('active'),
    /** Always stored lowercased and trimmed. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    language: text('language'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** AES-256-GCM ciphertext with a key-version prefix (see security/secret-box.ts). */
    googleApiKey: text('google_api_key'),
    parentId: integer('parent_id'),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    licenseTime: timestamp('license_time', { withTimezone: true }),
    lastReset: timestamp('last_reset', { withTimezone: true }),
    additionalQueryCount: integer('additional_query_count').notNull().default(0),
    referralPartner: text('referral_partner'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_parent_idx').on(t.parentId)],
)

export const userModules = pgTable(
  'user_modules',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 hex of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password', 'mail_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.purpose, t.email)],
)

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_accounts_provider_unique').on(t.provider, t.providerUserId)],
)

/** One row per counted event (failed login, code sent); `key` names the counter, e.g. `login:email:a@b.co`. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.createdAt)],
)

