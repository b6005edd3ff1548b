import { resultFields } from '../../../../shared/leads/fields'
import { customSearchItem } from '../../../../shared/leads/filters'
import type { FilterOperator, LeadType } from '../../../../shared/leads/types'
import type { Message } from '../../../../shared/message-format'
import { validate, type FieldMessages } from '../../../../shared/validate'

export type ConditionDraft = { field: string; operator: FilterOperator; value: string }
export type CustomSearchItem = { field: string; operator: FilterOperator; value?: string | number | null }

/** Operators that test the field alone and take no value. */
export const valuelessOperators: ReadonlySet<FilterOperator> = new Set(['empty', 'not empty', 'is_verified'])
const numericOperators: ReadonlySet<FilterOperator> = new Set(['lower', 'greater'])

export type ConditionsCheck = { ok: true; items: CustomSearchItem[] } | { ok: false; errors: FieldMessages }

/**
 * Checks the more-filters conditions as the server will: the shared item struct, a field from the type's whitelist,
 * a value unless the operator takes none, a number for lower/greater on number fields. Errors are keyed
 * `{row}.{field|operator|value}`.
 */
export function checkConditions(type: LeadType, rows: readonly ConditionDraft[]): ConditionsCheck {
  const errors: FieldMessages = {}
  const items: CustomSearchItem[] = []
  const fields = resultFields[type]
  rows.forEach((row, index) => {
    const valueless = valuelessOperators.has(row.operator)
    const kind = fields[row.field]
    const numeric = numericOperators.has(row.operator) && (kind === 'number' || kind === undefined)
    const value = valueless ? null : numeric && row.value.trim() !== '' && !Number.isNaN(Number(row.value)) ? Number(row.value) : row.value.trim()
    const result = validate(customSearchItem, { field: row.field, operator: row.operator, value })
    const add = (key: string, message: Message) => {
      const list = (errors[`${index}.${key}`] ??= [])
      if (!list.some((m) => m.code === message.code)) list.push({ ...message, params: { ...message.params, field: key } })
    }
    if (!result.ok) for (const [key, list] of Object.entries(result.errors)) list.forEach((m) => add(key, m))
    if (row.field && kind === undefined) add('field', { code: 'validation.type' })
    if (!valueless && row.value.trim() === '') add('value', { code: 'validation.required' })
    else if (numeric && typeof value !== 'number') add('value', { code: 'validation.type' })
    items.push({ field: row.field, operator: row.operator, value })
  })
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, items }
}
