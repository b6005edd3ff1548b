import { pgTable, serial, text, timestamp, boolean, numeric, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * The platform's partners and referral partners. A referral partner's `referral_code` is what users.referral_partner
 * holds (unique whatever its case); a plain partner may have none.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'partner' | 'referral'>().notNull(),
    name: text('name').notNull(),
    email: text('email'),
    website: text('website'),
    referralCode: text('referral_code'),
    /** The share of a referred customer's payments owed to the partner, in percent (null: none agreed). */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partners_referral_code_unique').on(sql`lower(${t.referralCode})`),
    index('partners_kind_idx').on(t.kind, t.name, t.id),
    check('partners_kind_check', sql`${t.kind} IN ('partner', 'referral')`),
    check('partners_referral_code_check', sql`${t.kind} = 'partner' OR ${t.referralCode} IS NOT NULL`),
  ],
)
