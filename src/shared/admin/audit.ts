import { enums, object, optional, refine, string, type Infer } from 'superstruct'
import { reject, idDigits } from '../validate'

/** What an audit entry is about: the kinds of record the back office changes. */
export const auditEntities = ['user', 'plan', 'credits', 'impersonation', 'course', 'course_item', 'topic', 'partner', 'prompt', 'account'] as const
export type AuditEntity = (typeof auditEntities)[number]

/** Every action the back office records, named `<what>.<verb>`; the audit views word each one in every language. */
export const auditActions = [
  'user.create', 'user.update', 'user.delete', 'user.restore', 'user.disable', 'user.change_plan', 'user.reset_limits', 'user.clear_extra_requests',
  'credits.grant',
  'impersonation.start', 'impersonation.end', 'impersonation.request',
  'plan.create', 'plan.update', 'plan.delete',
  'course.create', 'course.update', 'course.delete', 'course.reorder',
  'course_item.create', 'course_item.update', 'course_item.delete',
  'topic.create', 'topic.update', 'topic.delete',
  'partner.create', 'partner.update', 'partner.delete',
  'prompt.create', 'prompt.update', 'prompt.delete',
] as const
export type AuditAction = (typeof auditActions)[number]

/** One entry of the audit log as the API answers it. */
export type AuditEntry = {
  id: number
  created_at: string
  actor: { id: number; email: string }
  /** Set when the actor was acting as another user: the admin who logged in as them. */
  impersonator: { id: number; email: string } | null
  action: string
  entity: AuditEntity
  entity_id: string | null
  before: unknown
  after: unknown
}

export type AuditPage = { data: AuditEntry[]; next_cursor: number | null }


/** GET /api/admin/audit: newest first, keyset by id (`cursor` is the `next_cursor` of the page before). */
export const auditQuery = object({
  entity: optional(enums(auditEntities)),
  entity_id: optional(refine(string(), 'entity_id', (v) => /^[\w-]{1,64}$/.test(v) || reject('validation.type'))),
  action: optional(refine(string(), 'action', (v) => /^[a-z_]+(\.[a-z_]+)*$/.test(v) || reject('validation.type'))),
  actor: optional(idDigits()),
  cursor: optional(idDigits()),
  limit: optional(string()),
})
export type AuditQuery = Infer<typeof auditQuery>
