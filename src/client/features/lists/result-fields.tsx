import type { ReactNode } from 'react'
import type { Translate } from '../../i18n'
import { formatDateTime, formatList, formatNumber, isTimestamp, regionName } from '../../ui/intl-format'
import { CrmStatusBadge } from '../integrations/crm-status-badge'

/**
 * Keys of a result the details list never shows: ids and codes a person has no use for, and what the page shows
 * elsewhere (name, e-mails, labels, e-mail state).
 */
export const hiddenResultKeys = new Set([
  'id', 'campaign_id', 'type', 'key', 'category_id', 'place_id', 'labels', 'email_state', 'email', 'potential_emails', 'emails', 'name',
])

/** The field's label from the catalogue (`leads.fields.<key>`), or null: a key the catalogue does not name is not shown. */
export function resultFieldLabel(key: string, t: Translate): string | null {
  const label = t(`leads.fields.${key}`)
  return label === `leads.fields.${key}` || typeof label !== 'string' ? null : label
}

export const emptyValue = '—'

/**
 * A value as a person reads it: timestamps and numbers through Intl in their language and time zone, countries by
 * name, yes or no, lists joined the language's way, a record of flags as the names that are on.
 */
export function resultValue(key: string, value: unknown, t: Translate, locale: string): ReactNode {
  if (value === null || value === undefined || value === '') return emptyValue
  if (key === 'crm_status' && typeof value === 'string') return <CrmStatusBadge state={value as never} />
  if (typeof value === 'boolean') return t(value ? 'leads.result.yes' : 'leads.result.no')
  if (typeof value === 'number') return formatNumber(value, locale)
  if (isTimestamp(value)) return formatDateTime(value, locale)
  if (key === 'country' && typeof value === 'string') return regionName(value, locale)
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined && v !== '').map((v) => (typeof v === 'object' ? Object.values(v as object).join(' ') : String(v)))
    return items.length ? formatList(items, locale) : emptyValue
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    const flags = entries.every(([, v]) => typeof v === 'boolean')
    const items = flags ? entries.filter(([, v]) => v).map(([k]) => k) : entries.filter(([, v]) => v !== null && v !== '').map(([k, v]) => `${k}: ${typeof v === 'number' ? formatNumber(v, locale) : String(v)}`)
    return items.length ? formatList(items, locale) : emptyValue
  }
  return String(value)
}
