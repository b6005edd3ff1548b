/** One field of an audited record as it was and as it became (undefined: absent on that side). */
export type FieldChange = { field: string; before: unknown; after: unknown }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields an entry changed, side by side: on an update those whose value differs; on a creation every field
 * after it, on a deletion every field before it. A value that is not a record is one change named `value`.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) return before == null && after == null ? [] : [{ field: 'value', before: before ?? undefined, after: after ?? undefined }]
  const was = isRecord(before) ? before : {}
  const now = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])]
  return fields
    .filter((field) => !(isRecord(before) && isRecord(after)) || !same(was[field], now[field]))
    .map((field) => ({ field, before: Object.hasOwn(was, field) ? was[field] : undefined, after: Object.hasOwn(now, field) ? now[field] : undefined }))
}
