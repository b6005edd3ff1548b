import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { AuditEntity } from '../../../shared/admin/audit'

/**
 * One row per admin action (and per action taken while an admin acts as a user). Append-only: a trigger of
 * migration 0019 refuses UPDATE and DELETE, so no code path of the application can rewrite history. No foreign keys:
 * an entry outlives the user or plan it is about, and names the actor by e-mail as it was then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    impersonatorUserId: integer('impersonator_user_id'),
    impersonatorEmail: text('impersonator_email'),
    action: text('action').notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
)
