import type { AuditAction, AuditEntity } from '../../../shared/admin/audit'
import type { Database } from '../../db/client'
import { auditLog } from '../../db/schema'

export type AuditPerson = { id: number; email: string }

export type AuditRecord = {
  /** Who did it: the signed-in person (while impersonating, the user being acted as). */
  actor: AuditPerson
  /** The admin behind an impersonation session, when there is one. */
  impersonator?: AuditPerson | null
  /** A dotted code naming what happened: `user.update`, `plan.delete`, `credits.grant`. */
  action: AuditAction
  entity: AuditEntity
  entityId?: number | string | null
  /** Plain JSON of the record before and after; secrets and hashes are written as "[set]", never their value. */
  before?: unknown
  after?: unknown
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so a change that fails or
 * is refused leaves no entry and an entry never describes a change that did not happen.
 */
export async function recordAudit(db: Database, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    impersonatorUserId: entry.impersonator?.id ?? null,
    impersonatorEmail: entry.impersonator?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
