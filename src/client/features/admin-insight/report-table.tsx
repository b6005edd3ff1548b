import type { InsightColumn, InsightRow } from '../../../shared/admin-insight/types'
import { useLocale, useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { formatCell } from './insight-format'

const numeric = (column: InsightColumn) => column.kind !== 'text' && column.kind !== 'label' && column.kind !== 'day' && column.kind !== 'month'

/** A report's table (or a chart's points as one), every cell in the user's language. */
export function ReportTable(props: { caption: string; columns: readonly InsightColumn[]; rows: readonly InsightRow[] }) {
  const t = useT()
  const { locale } = useLocale()
  if (!props.rows.length) return <p className={pageStyles.muted}>{t('insight.table.empty')}</p>
  return (
    <table className={pageStyles.table}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.key} scope="col" data-numeric={numeric(column) || undefined}>
              {t(`insight.columns.${column.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={i}>
            {props.columns.map((column) => (
              <td key={column.key} data-numeric={numeric(column) || undefined}>
                {formatCell(column.kind, row[column.key] ?? null, locale, t)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
