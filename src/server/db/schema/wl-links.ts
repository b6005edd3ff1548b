import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** A reseller's resource links (setup, support, community...): one row per reseller account, every link optional. */
export const wlLinks = pgTable('wl_links', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  setupUrl: text('setup_url'),
  supportUrl: text('support_url'),
  communityUrl: text('community_url'),
  coursesUrl: text('courses_url'),
  qaCallUrl: text('qa_call_url'),
  snapshotStoreUrl: text('snapshot_store_url'),
  roadmapUrl: text('roadmap_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
