import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { creditMovementKinds, type CreditSourceType } from '../../../shared/wallet/ledger'
import { accounts, users } from './accounts'

export const creditBucketKinds = ['monthly', 'rollover', 'purchased'] as const
export type CreditBucketKind = (typeof creditBucketKinds)[number]
export const creditEntryKinds = ['grant', 'spend', 'refund', 'expiry', 'reset'] as const
export type CreditEntryKind = (typeof creditEntryKinds)[number]

/** How much of a spend (or refund) came from (or went back to) which bucket. */
export type CreditParts = { bucket: number; amount: number }[]

/**
 * Where an account's credits sit. A spend takes from the live bucket that expires first; the CHECK is the last line
 * of defence against an overdraft even if a statement were wrong. Monthly buckets end at the plan's next reset date,
 * purchased ones 12 months after purchase, rolled-over ones at the end of the period after the one they were granted for.
 */
export const creditBuckets = pgTable(
  'credit_buckets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: creditBucketKinds }).notNull(),
    granted: integer('granted').notNull(),
    balance: integer('balance').notNull(),
    /** Null: never expires (not used by plan grants, kept for manual grants). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_buckets_balance_nonnegative', sql`${t.balance} >= 0`), index('credit_buckets_account_idx').on(t.accountId, t.expiresAt, t.id)],
)

/**
 * Every movement of credits, signed (grants and refunds positive; spends, expiries and resets negative), so the sum
 * of an account's entries is its balance. The unique idempotency key makes each effect happen once however often
 * a job or request is retried (`search:<searchId>:<leadKey>`, `plan:<accountId>:<periodStart>`, `expire:<bucketId>`).
 * Entries of one account are written one at a time under the account's ledger lock (credits/ledger-lock.ts), so
 * ids follow the order they happened in and `balance_after` is the previous entry's plus this one's amount.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: creditEntryKinds }).notNull(),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason').notNull().default(''),
    /** The buckets a spend took from or a refund went back to; the one bucket of a grant, expiry or reset. */
    parts: jsonb('parts').$type<CreditParts>().notNull().default(sql`'[]'::jsonb`),
    /** What the wallet's history calls the movement (search, enrichment, top_up, expiry, ...). */
    movement: text('movement', { enum: creditMovementKinds }).notNull().default('adjustment'),
    /** The row that caused it: a search run, a lead job, a payment, or the bucket that expired. */
    sourceType: text('source_type').$type<CreditSourceType>(),
    sourceId: integer('source_id'),
    /** The account's balance right after this entry: the running sum of its entries in id order. */
    balanceAfter: integer('balance_after').notNull(),
    /** The admin who granted it by hand (the back office's credit grant); null for everything the system does. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_account_idx').on(t.accountId, t.id), index('credit_ledger_movement_idx').on(t.accountId, t.movement, t.id)],
)
