import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ModuleSlug } from '../../../shared/modules'
import { accounts, users } from './accounts'

/**
 * A person invited to an account's team, from the invitation to their removal: the row stays after acceptance and
 * its id is the member's id in /api/team/members. The token is stored as its sha256 only; accepting clears it.
 * `modules` are the access chosen for the person (after acceptance, account_member_modules holds them too).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    /** Always stored lowercased and trimmed. */
    email: text('email').notNull(),
    modules: jsonb('modules').$type<ModuleSlug[]>().notNull(),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_account_email').on(t.accountId, t.email),
    uniqueIndex('team_invitations_token').on(t.tokenHash),
    index('team_invitations_user_idx').on(t.userId),
  ],
)
