import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { flowKinds } from '../../../shared/billing/types'
import { accounts, users } from './accounts'


/**
 * The `state` of a flow that leaves the console (a payment provider's portal) and comes back to /callback. Only the
 * state's sha256 is kept; it belongs to one user acting as one account, is for one kind of flow, expires, and is
 * spent by the first return that presents it.
 */
export const flowStates = pgTable(
  'flow_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: flowKinds }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flow_states_state_hash_unique').on(t.stateHash), index('flow_states_expires_idx').on(t.expiresAt)],
)
