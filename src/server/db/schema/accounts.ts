import { sql } from 'drizzle-orm'
import { pgTable, serial, integer, text, timestamp, boolean, uniqueIndex, index, primaryKey, foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { accountKinds, memberRoles, platformRoles } from '../../../shared/accounts/roles'
import { planDurations } from '../../../shared/admin-plans/plan-fields'


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
  /** The price of a year, in cents, when the plan is also sold yearly. */
  yearlyPrice: integer('yearly_price'),
  trialDays: integer('trial_days').notNull().default(0),
  /** What the trial costs, in cents (0: a free trial). */
  trialAmount: integer('trial_amount').notNull().default(0),
  /** Credits granted each period. */
  credits: integer('credits').notNull().default(0),
  /** How the plan is billed; credits and limits reset monthly whatever it is (docs/decisions.md, "Plans"). */
  duration: text('duration', { enum: planDurations }).notNull().default('monthly'),
  /** Days an account's licence runs once it gets the plan; null: no end. */
  licenseDays: integer('license_days'),
  /** Searches allowed per period; null means unlimited. */
  leadsLimit: integer('leads_limit'),
  paymentProductId: text('payment_product_id'),
  ghlPlanId: text('ghl_plan_id'),
  availableForResellers: boolean('available_for_resellers').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  /** Whether an account on this plan may create related (child) accounts, and how many. */
  allowRelatedAccounts: boolean('allow_related_accounts').notNull().default(false),
  subAccountLimit: integer('sub_account_limit').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** The person's platform role: staff (super_admin, admin) or not. What they are in an account is its membership. */
    role: text('role', { enum: platformRoles }).notNull().default('user'),
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
    /** The version of the terms the user accepted last (app setting `terms_version` is the current one). */
    termsVersion: integer('terms_version'),
    /** AES-256-GCM ciphertext with a key-version prefix (see security/secret-box.ts). */
    googleApiKey: text('google_api_key'),
    /** Attributes, not roles: a partner of the platform or of a reseller, and a referral partner. */
    isPartner: boolean('is_partner').notNull().default(false),
    isReferralPartner: boolean('is_referral_partner').notNull().default(false),
    referralPartner: text('referral_partner'),
    /** Set at every sign-in (a new session of the person's own, not an admin acting as them). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The back office's user search (a prefix of the e-mail or the names) and its keyset sorts (migration 0020).
    index('users_email_prefix_idx').using('btree', sql`${t.email} text_pattern_ops`),
    index('users_first_name_prefix_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_full_name_prefix_idx').using('btree', sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_sort_idx').using('btree', sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('users_last_login_idx').using('btree', sql`coalesce(${t.lastLoginAt}, '-infinity'::timestamptz)`, t.id),
  ],
)

/**
 * What owns the data: lists, results, labels, the wallet and its ledger, connections, prompts, training, API keys
 * and jobs all carry an account id. A child (related) account has a parent; a reseller account owns a white-label
 * tenant. The plan and its period live here, since credits and limits are the account's.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: accountKinds }).notNull().default('standard'),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
    /** A reseller's customer: the reseller account whose white-label tenant it belongs to (null: the platform's own). */
    resellerId: integer('reseller_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    licenseTime: timestamp('license_time', { withTimezone: true }),
    lastReset: timestamp('last_reset', { withTimezone: true }),
    additionalQueryCount: integer('additional_query_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('accounts_parent_idx').on(t.parentId, t.id),
    index('accounts_plan_idx').on(t.planId),
    index('accounts_reseller_idx').on(t.resellerId, t.id),
  ],
)

/** The modules an account holds (from its plan, chosen by its parent, or granted by an admin). */
export const accountModules = pgTable(
  'account_modules',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.moduleId] })],
)

/** Who belongs to an account: one owner, and team members acting within the modules chosen for them. */
export const accountMembers = pgTable(
  'account_members',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    uniqueIndex('account_members_one_owner').on(t.accountId).where(sql`${t.role} = 'owner'`),
    index('account_members_user_idx').on(t.userId),
  ],
)

/** A team member's chosen modules in the account; an owner holds every module of the account and has no rows here. */
export const accountMemberModules = pgTable(
  'account_member_modules',
  {
    accountId: integer('account_id').notNull(),
    userId: integer('user_id').notNull(),
    moduleId: integer('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId, t.moduleId] }),
    foreignKey({ columns: [t.accountId, t.userId], foreignColumns: [accountMembers.accountId, accountMembers.userId] }).onDelete('cascade'),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 hex of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The account this token acts as; switching re-points it. */
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set on a session an admin opened to act as the user ("log in as"): that admin. Null for the person's own sessions. */
    impersonatorUserId: integer('impersonator_user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
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

