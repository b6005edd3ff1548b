import type { AuditEntry } from '../../../shared/admin/audit'
import { useLocale, useT } from '../../i18n'
import { formatMoney, formatDateTime, formatList, formatNumber, isTimestamp } from '../../ui/intl-format'
import { pageStyles } from '../../ui/page-styles'
import { styled, theme } from '../../theme'
import { changedFields } from './audit-changes'

const Entries = styled('ol')`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`

const Entry = styled('li')`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 12px 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 { font-size: 16px; margin: 0; }
  p { margin: 0; }
`

/** Fields of audited records that hold cents of the record's `currency`. */
const moneyFields = new Set(['price', 'yearly_price', 'trial_amount'])
const currencyOf = (record: unknown) => (typeof record === 'object' && record !== null && typeof (record as { currency?: unknown }).currency === 'string' ? (record as { currency: string }).currency : undefined)

/** A key of the catalogue, or `fallback` when it has none (an action or a field this screen does not word). */
const worded = (t: ReturnType<typeof useT>, key: string, fallback: string) => {
  const word = t(key)
  return word === key ? fallback : word
}

/**
 * Entries of the audit log, newest first as given: what was done (in words), to what, by whom (and "as" whom when an
 * admin acted as a user), when (in the reader's language), and the fields it changed side by side. Every history
 * screen (users, plans, training content, prompts) shows its entries with it.
 */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT()
  const { locale } = useLocale()
  const value = (field: string, v: unknown, currency: unknown): string => {
    if (v === undefined || v === null || v === '') return '—'
    if (typeof v === 'number' && moneyFields.has(field) && typeof currency === 'string') return formatMoney(v, currency, locale)
    if (typeof v === 'boolean') return v ? t('adminAudit.yes') : t('adminAudit.no')
    if (typeof v === 'number') return formatNumber(v, locale)
    if (isTimestamp(v)) return formatDateTime(v, locale)
    if (Array.isArray(v)) return v.length ? formatList(v.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))), locale) : '—'
    return typeof v === 'string' ? v : JSON.stringify(v)
  }
  if (!entries.length) return <p>{t('adminAudit.empty')}</p>
  return (
    <Entries>
      {entries.map((entry) => {
        const changes = changedFields(entry.before, entry.after)
        const currency = currencyOf(entry.after) ?? currencyOf(entry.before)
        const action = worded(t, `adminAudit.actions.${entry.action.replaceAll('.', '_')}`, entry.action)
        const subject = `${worded(t, `adminAudit.entities.${entry.entity}`, entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`
        return (
          <Entry key={entry.id} aria-labelledby={`audit-${entry.id}`}>
            <h3 id={`audit-${entry.id}`}>
              {action} · {subject}
            </h3>
            <p className={pageStyles.muted}>
              {entry.impersonator
                ? t('adminAudit.byAs', { admin: entry.impersonator.email, user: entry.actor.email })
                : t('adminAudit.by', { actor: entry.actor.email })}
              {' · '}
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
            </p>
            {changes.length ? (
              <table className={pageStyles.table}>
                <caption>{t('adminAudit.changes', { count: changes.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adminAudit.field')}</th>
                    <th scope="col">{t('adminAudit.before')}</th>
                    <th scope="col">{t('adminAudit.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{worded(t, `adminAudit.fields.${change.field}`, change.field)}</th>
                      <td>{value(change.field, change.before, currency)}</td>
                      <td>{value(change.field, change.after, currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </Entry>
        )
      })}
    </Entries>
  )
}
