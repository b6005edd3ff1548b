import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditPage, AuditQuery } from '../../../shared/admin/audit'
import type { Database } from '../../db/client'
import { auditLog } from '../../db/schema'

/** A page of the audit log, newest first, narrowed by entity, record, action or actor. */
export async function auditPage(db: Database, query: AuditQuery, limit: number): Promise<AuditPage> {
  const where: SQL[] = []
  if (query.entity) where.push(eq(auditLog.entity, query.entity))
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id))
  if (query.action) where.push(eq(auditLog.action, query.action))
  if (query.actor) where.push(eq(auditLog.actorUserId, Number(query.actor)))
  if (query.cursor) where.push(lt(auditLog.id, Number(query.cursor)))
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  return { data: page.map(presentEntry), next_cursor: rows.length > limit ? page[page.length - 1]!.id : null }
}

function presentEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: { id: row.actorUserId, email: row.actorEmail },
    impersonator: row.impersonatorUserId == null ? null : { id: row.impersonatorUserId, email: row.impersonatorEmail ?? '' },
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
  }
}
