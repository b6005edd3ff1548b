import { sql } from 'drizzle-orm'
import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { brandImageKinds, domainStatuses } from '../../../shared/whitelabel/brand'
import { accounts } from './accounts'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * A reseller's own domain. Whoever proves it (a TXT record holding `token`, or a CNAME to the platform's host) makes
 * it active: the console then takes the reseller's look on it, a sign-up there makes a customer of the reseller, and
 * the TLS proxy may issue its certificate. A domain belongs to one reseller at most (unique).
 */
export const wlDomains = pgTable(
  'wl_domains',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    status: text('status', { enum: domainStatuses }).notNull().default('pending'),
    token: text('token').notNull(),
    verifiedBy: text('verified_by', { enum: ['txt', 'cname'] }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wl_domains_domain_unique').on(t.domain),
    index('wl_domains_account_idx').on(t.accountId),
    check('wl_domains_status_check', sql`${t.status} IN (${inList(domainStatuses)})`),
    check('wl_domains_verified_by_check', sql`${t.verifiedBy} IS NULL OR ${t.verifiedBy} IN ('txt', 'cname')`),
  ],
)

/** The reseller's logo and favicon bytes; a new upload is a new row (a new URL, so caches never show the old one). */
export const wlBrandImages = pgTable(
  'wl_brand_images',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: brandImageKinds }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wl_brand_images_account_idx').on(t.accountId, t.kind), check('wl_brand_images_kind_check', sql`${t.kind} IN (${inList(brandImageKinds)})`)],
)
