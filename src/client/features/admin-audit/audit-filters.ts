import type { AuditFilters } from '../../../api/admin-audit'
import type { AuditEntity } from '../../../shared/admin/audit'

export type AuditFilterValues = { entity: AuditEntity | ''; action: string; actor: string }

/** The audit page's fields as the query's filters: blanks dropped, an action lowercased as its codes are written. */
export function auditFiltersOf(values: AuditFilterValues): AuditFilters {
  const action = values.action.trim().toLowerCase()
  const actor = values.actor.trim()
  return {
    ...(values.entity ? { entity: values.entity } : {}),
    ...(action ? { action } : {}),
    ...(actor ? { actor } : {}),
  }
}
