/** One field an audit entry changed: its value before and after, as text. */
export type AuditChange = { field: string; before: string; after: string }

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—'
  if (Array.isArray(value)) return value.map(shown).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { value })

/**
 * What an entry changed, field by field: the fields whose value differs between `before` and `after` (a creation
 * has no before, a deletion no after), so a reader sees "plan: Free → Pro" rather than two whole records.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = fieldsOf(before)
  const now = fieldsOf(after)
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])]
  return fields.filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field])).map((field) => ({ field, before: shown(old[field]), after: shown(now[field]) }))
}
