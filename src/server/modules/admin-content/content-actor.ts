import type { Context } from 'hono'
import type { AppEnv } from '../../app-deps'
import type { AuditPerson } from '../audit/record-audit'

/** The signed-in person an audit entry names as the one who made the change. */
export const actorOf = (c: Context<AppEnv>): AuditPerson => ({ id: c.var.user.id, email: c.var.user.email })

/** Whether a database error is a unique index refusing a duplicate (PGlite and node-postgres both carry the code). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}
