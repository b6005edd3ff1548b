import { sql } from 'drizzle-orm'
import { pgTable, serial, integer, text, timestamp, boolean, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { wlPackages, wlSubscriptions } from './reseller'

/**
 * A package's public sales page: one per package, at a slug unique across every reseller (the public path names no
 * tenant). `account_id` is the reseller's account, so the page is a scoped row like its package.
 */
export const wlSalesPages = pgTable(
  'wl_sales_pages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => wlPackages.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wl_sales_pages_slug_uq').on(t.slug), uniqueIndex('wl_sales_pages_package_uq').on(t.packageId)],
)

/**
 * One purchase on a sales page: the buyer's answers and what was charged, with the subscription it made. The pair
 * (package, request id) is unique, so a repeated submit of the same form finds its order instead of buying twice.
 */
export const wlSalesOrders = pgTable(
  'wl_sales_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull().references(() => wlPackages.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    billingAddress: jsonb('billing_address').$type<Record<string, string> | null>(),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    priceOption: text('price_option').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    subscriptionId: integer('subscription_id').references(() => wlSubscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wl_sales_orders_request_uq').on(t.packageId, t.requestId), index('wl_sales_orders_account_idx').on(t.accountId, t.id)],
)
