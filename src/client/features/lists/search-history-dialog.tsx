import { useQuery } from '@tanstack/react-query'
import { listHistoryQuery } from '../../../api/lists'
import type { SavedList } from '../../../shared/leads/types'
import { useLocale, useT } from '../../i18n'
import { Dialog } from '../../ui/dialog'
import { pageStyles } from '../../ui/page-styles'

/** A list's search history: every run with its date, status, results found and why it stopped. */
export function SearchHistoryDialog(props: { list: SavedList | null; onClose(): void }) {
  const t = useT()
  const { locale } = useLocale()
  const history = useQuery({ ...listHistoryQuery(props.list?.id ?? 0), enabled: props.list !== null })
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(locale) : '')
  return (
    <Dialog open={props.list !== null} title={t('leads.history.title', { name: props.list?.name ?? '' })} onClose={props.onClose}>
      {history.data?.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('leads.history.started')}</th>
              <th scope="col">{t('leads.history.status')}</th>
              <th scope="col">{t('leads.history.found')}</th>
              <th scope="col">{t('leads.history.source')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((run) => (
              <tr key={run.id}>
                <td>{date(run.created_at)}</td>
                <td>{run.stop_reason ? t('leads.history.stopped', { reason: run.stop_reason }) : run.status}</td>
                <td>{run.target ? `${run.found} / ${run.target}` : run.found}</td>
                <td>{run.provider === 'demo' ? <span className={pageStyles.badge} data-tone="demo">{t('leads.demo')}</span> : (run.provider ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={pageStyles.muted}>{history.isLoading ? t('leads.common.loading') : t('leads.history.empty')}</p>
      )}
    </Dialog>
  )
}
