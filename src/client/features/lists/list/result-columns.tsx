import type { ColumnDef } from '@tanstack/react-table'
import type { ResultRow } from '../../../../api/results'
import { findPlaceCategory } from '../../../../shared/leads/categories'
import { defaultColumns, resultFields } from '../../../../shared/leads/fields'
import type { LeadType } from '../../../../shared/leads/types'
import type { Translate } from '../../../i18n'
import { EmailStateBadge } from './email-state-badge'
import { LabelChips } from './label-chips'
import { CrmStatusBadge } from '../../integrations/crm-status-badge'

const wide = new Set(['name', 'email', 'website', 'linkedin_url', 'company', 'street', 'technologies'])

function display(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * A place category is stored as the provider's English label; one the catalogue knows (by its id, else its label) is
 * shown in the reader's language, any other as stored.
 */
function categoryCell(row: ResultRow, t: Translate): string {
  const known = findPlaceCategory(display(row.category_id)) ?? findPlaceCategory(display(row.category))
  return known ? t(`placeCategories.${known.id}`) : display(row.category)
}

/** Every column a list type can show: its default columns, then the e-mail state and labels, then the rest of its fields. */
export function resultColumns(type: LeadType, t: Translate): ColumnDef<ResultRow, unknown>[] {
  const fields = [...new Set([...defaultColumns[type], ...Object.keys(resultFields[type])])]
  const sortable = new Set(Object.keys(resultFields[type]))
  const dataColumns = fields.map<ColumnDef<ResultRow, unknown>>((field) => ({
    id: field,
    accessorFn: (row) => row[field],
    header: t(`leads.fields.${field}`),
    meta: t(`leads.fields.${field}`),
    size: wide.has(field) ? 220 : 140,
    enableSorting: sortable.has(field),
    cell: field === 'category' ? (info) => categoryCell(info.row.original, t) : (info) => display(info.getValue()),
  }))
  const emailState: ColumnDef<ResultRow, unknown> = {
    id: 'email_state',
    accessorFn: (row) => row.email_state,
    header: t('leads.fields.email_state'),
    meta: t('leads.fields.email_state'),
    size: 230,
    enableSorting: false,
    cell: (info) => <EmailStateBadge state={info.row.original.email_state} />,
  }
  const labels: ColumnDef<ResultRow, unknown> = {
    id: 'labels',
    accessorFn: (row) => row.labels,
    header: t('leads.fields.labels'),
    meta: t('leads.fields.labels'),
    size: 180,
    enableSorting: false,
    cell: (info) => <LabelChips labels={info.row.original.labels ?? []} />,
  }
  const crmStatus: ColumnDef<ResultRow, unknown> = {
    id: 'crm_status',
    accessorFn: (row) => row.crm_status,
    header: t('leads.fields.crm_status'),
    meta: t('leads.fields.crm_status'),
    size: 170,
    enableSorting: false,
    cell: (info) => <CrmStatusBadge state={info.row.original.crm_status} />,
  }
  const [first, ...rest] = dataColumns
  return [first, emailState, labels, crmStatus, ...rest]
}

/** Columns hidden at first: everything beyond the type's default columns (the chooser shows them). */
export function initialVisibility(type: LeadType): Record<string, boolean> {
  const shown = new Set([...defaultColumns[type], 'email_state', 'labels', 'crm_status'])
  return Object.fromEntries(Object.keys(resultFields[type]).filter((f) => !shown.has(f)).map((f) => [f, false]))
}
