import { useQuery } from '@tanstack/react-query'
import { bulkErrorsCsv, subscriptionKeys } from '../../../../api/wl-subscriptions'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'

/** Rows of the job's error CSV shown on the page; the whole list is the CSV download. */
const SHOWN_ROWS = 20

/** The cells of a CSV as the server writes it (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c !== '"') cell += c
      else if (text[i + 1] === '"') {
        cell += '"'
        i++
      } else quoted = false
    } else if (c === '"') quoted = true
    else if (c === ',') endCell()
    else if (c === '\n') endRow()
    else if (c !== '\r') cell += c
  }
  if (cell !== '' || row.length) endRow()
  return rows
}

/**
 * The rows a finished bulk job did not change, one line each: which subscription, skipped or failed, and why (its
 * status did not allow the action, it changed meanwhile, the provider or the mail server refused).
 */
export function BulkJobRows(props: { jobId: number }) {
  const t = useT()
  const csv = useQuery({ queryKey: [...subscriptionKeys.job(props.jobId), 'errors'], queryFn: async () => parseCsv(await (await bulkErrorsCsv(props.jobId)).text()) })
  if (!csv.data) return null
  const [header = [], ...rows] = csv.data
  const at = (name: string) => header.indexOf(name)
  const [email, customer, outcome, reason] = [at('email'), at('customer'), at('outcome'), at('reason')]
  return (
    <table className={pageStyles.table}>
      <caption className={pageStyles.muted}>{t('wlSubs.job.rowsCaption', { shown: Math.min(rows.length, SHOWN_ROWS), count: rows.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('wlSubs.columns.customer')}</th>
          <th scope="col">{t('wlSubs.columns.email')}</th>
          <th scope="col">{t('wlSubs.job.outcome')}</th>
          <th scope="col">{t('wlSubs.job.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, SHOWN_ROWS).map((cells, i) => (
          <tr key={i}>
            <td>{cells[customer]}</td>
            <td>{cells[email]}</td>
            <td>{t(`wlSubs.job.outcomes.${cells[outcome]}`)}</td>
            <td>{t(`wlSubs.job.reasons.${cells[reason]}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
